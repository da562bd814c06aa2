CREATE TABLE "coaches" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"experience_years" integer NOT NULL,
	"pricing" text DEFAULT '' NOT NULL,
	"bio" text NOT NULL,
	"philosophy" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"price" integer NOT NULL,
	"duration_months" integer DEFAULT 1 NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer NOT NULL,
	"date" text NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "home_banners" (
	"side" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"button_text" text NOT NULL,
	"button_link" text NOT NULL,
	"image" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

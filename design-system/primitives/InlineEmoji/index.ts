export { InlineEmoji, type InlineEmojiProps } from './InlineEmoji';

/**
 * The AI coach's conversations and their messages, per user. Deleting a conversation (or its
 * owner) deletes its messages. `seq` orders the messages of one conversation.
 */
export default [
  `CREATE TABLE ai_conversations (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title text NOT NULL CHECK (char_length(title) <= 200),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX ai_conversations_owner_updated ON ai_conversations (owner_id, updated_at DESC, id DESC)`,
  `CREATE TABLE ai_messages (
    id uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES ai_conversations (id) ON DELETE CASCADE,
    seq integer NOT NULL,
    role text NOT NULL CHECK (role IN ('user', 'assistant')),
    content text NOT NULL CHECK (char_length(content) <= 20000),
    citations jsonb NOT NULL CHECK (jsonb_typeof(citations) = 'array'),
    created_at timestamptz NOT NULL,
    CONSTRAINT ai_messages_order UNIQUE (conversation_id, seq)
  )`
]

import { type ChatMessage, ConversationRepository, type ConversationSummary } from "@fire/decision/Conversation"
import { Effect, Layer, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/**
 * The coach's conversations in SQL (tables `ai_conversations`, `ai_messages`, migration 0010).
 * Every statement filters on the owner, so another user's conversation reads as absent.
 */

interface SummaryRow {
  readonly id: string
  readonly title: string
  readonly message_count: number
  readonly created_at: Date | string
  readonly updated_at: Date | string
}

interface MessageRow {
  readonly id: string
  readonly role: "user" | "assistant"
  readonly content: string
  readonly citations: string
  readonly created_at: Date | string
}

const iso = (value: Date | string | number) => new Date(value).toISOString()

const toSummary = (row: SummaryRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  messageCount: Number(row.message_count),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at)
})

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  citations: JSON.parse(row.citations) as ChatMessage["citations"],
  createdAt: iso(row.created_at)
})

export const layer = Layer.effect(
  ConversationRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const summaryColumns = sql.unsafe(`c.id::text AS id, c.title, c.created_at, c.updated_at,
      (SELECT count(*)::int FROM ai_messages m WHERE m.conversation_id = c.id) AS message_count`)
    return {
      find: Effect.fn("ConversationRepository.find")(function* (owner, id) {
        const [row] = yield* sql<SummaryRow>`
          SELECT ${summaryColumns} FROM ai_conversations c WHERE c.id = ${id} AND c.owner_id = ${owner}`
        if (row === undefined) return Option.none()
        const messages = yield* sql<MessageRow>`
          SELECT id::text AS id, role, content, citations::text AS citations, created_at
          FROM ai_messages WHERE conversation_id = ${id} ORDER BY seq`
        return Option.some({ ...toSummary(row), messages: messages.map(toMessage) })
      }),
      list: Effect.fn("ConversationRepository.list")(function* (owner, page) {
        const [count] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM ai_conversations WHERE owner_id = ${owner}`
        const rows = yield* sql<SummaryRow>`
          SELECT ${summaryColumns} FROM ai_conversations c WHERE c.owner_id = ${owner}
          ORDER BY c.updated_at DESC, c.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`
        return { items: rows.map(toSummary), total: Number(count?.total ?? 0) }
      }),
      append: (owner, id, newTitle, messages, now) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              if (newTitle !== undefined)
                yield* sql`INSERT INTO ai_conversations (id, owner_id, title, created_at, updated_at)
                VALUES (${id}, ${owner}, ${newTitle}, ${iso(now)}, ${iso(now)})`
              // Locks the owner's conversation row: concurrent appends to one conversation take turns.
              const [owned] = yield* sql<{ next: number }>`
              UPDATE ai_conversations c SET updated_at = ${iso(now)}
              WHERE c.id = ${id} AND c.owner_id = ${owner}
              RETURNING (SELECT coalesce(max(seq), 0) + 1 FROM ai_messages m WHERE m.conversation_id = c.id) AS next`
              if (owned === undefined) return false
              let seq = Number(owned.next)
              for (const message of messages) {
                yield* sql`INSERT INTO ai_messages (id, conversation_id, seq, role, content, citations, created_at)
                VALUES (${message.id}, ${id}, ${seq++}, ${message.role}, ${message.content},
                  ${JSON.stringify(message.citations)}::jsonb, ${message.createdAt})`
              }
              return true
            })
          )
          .pipe(Effect.withSpan("ConversationRepository.append")),
      remove: Effect.fn("ConversationRepository.remove")(function* (owner, id) {
        const rows = yield* sql`DELETE FROM ai_conversations WHERE id = ${id} AND owner_id = ${owner} RETURNING id`
        return rows.length > 0
      })
    }
  })
)

ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remembered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- Sessions from before this migration: those made with 'Remember me' outlive one day.
UPDATE "sessions" SET "remembered" = true WHERE "expires_at" - "created_at" > interval '1 day';

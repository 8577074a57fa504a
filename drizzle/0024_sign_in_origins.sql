CREATE TABLE "sign_in_origins" (
	"user_id" uuid NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"ip" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_origins_pkey" PRIMARY KEY("user_id","browser","os","ip")
);
--> statement-breakpoint
ALTER TABLE "sign_in_origins" ADD CONSTRAINT "sign_in_origins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
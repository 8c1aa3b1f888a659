/* token.h — the token kinds of Weft's lexer, defined once as an X-macro list.
 * X(name, text): text is how the token is spelled in messages ("expected ':'"). */
#ifndef WEFT_FRONT_TOKEN_H
#define WEFT_FRONT_TOKEN_H

#include <stdint.h>

#define VM_TOKENS(X)                                                                          \
  X(EOF, "end of file") X(NEWLINE, "newline") X(INDENT, "indent") X(DEDENT, "dedent")       \
  X(NAME, "name") X(INT, "integer") X(FLOAT, "float") X(STRING, "string")                   \
  X(ERROR, "invalid token")                                                                 \
  X(LPAREN, "(") X(RPAREN, ")") X(LBRACKET, "[") X(RBRACKET, "]") X(LBRACE, "{")            \
  X(RBRACE, "}") X(COMMA, ",") X(COLON, ":") X(SEMI, ";") X(DOT, ".") X(ELLIPSIS, "...")    \
  X(AT, "@") X(ASSIGN, "=") X(ARROW, "->") X(PLUS, "+") X(MINUS, "-") X(STAR, "*")          \
  X(SLASH, "/") X(DSLASH, "//") X(PERCENT, "%") X(DSTAR, "**") X(AMP, "&") X(PIPE, "|")     \
  X(CARET, "^") X(TILDE, "~") X(LSHIFT, "<<") X(RSHIFT, ">>") X(LT, "<") X(GT, ">")         \
  X(LE, "<=") X(GE, ">=") X(EQ, "==") X(NE, "!=") X(WALRUS, ":=") X(BANG, "!")              \
  X(PLUSEQ, "+=") X(MINUSEQ, "-=") X(STAREQ, "*=") X(SLASHEQ, "/=") X(DSLASHEQ, "//=")      \
  X(PERCENTEQ, "%=") X(DSTAREQ, "**=") X(AMPEQ, "&=") X(PIPEEQ, "|=") X(CARETEQ, "^=")      \
  X(LSHIFTEQ, "<<=") X(RSHIFTEQ, ">>=") X(ATEQ, "@=")                                       \
  X(FALSE, "False") X(NONE, "None") X(TRUE, "True") X(AND, "and") X(AS, "as")               \
  X(ASSERT, "assert") X(ASYNC, "async") X(AWAIT, "await") X(BREAK, "break")                 \
  X(CLASS, "class") X(CONTINUE, "continue") X(DEF, "def") X(DEL, "del") X(ELIF, "elif")     \
  X(ELSE, "else") X(EXCEPT, "except") X(FINALLY, "finally") X(FOR, "for") X(FROM, "from")   \
  X(GLOBAL, "global") X(IF, "if") X(IMPORT, "import") X(IN, "in") X(IS, "is")               \
  X(LAMBDA, "lambda") X(NONLOCAL, "nonlocal") X(NOT, "not") X(OR, "or") X(PASS, "pass")     \
  X(RAISE, "raise") X(RETURN, "return") X(TRY, "try") X(WHILE, "while") X(WITH, "with")     \
  X(YIELD, "yield")

typedef enum {
#define X(name, text) TK_##name,
  VM_TOKENS(X)
#undef X
  TK_COUNT
} TokKind;

/* First and last keyword kinds: keywords are looked up by their text. */
#define TK_FIRST_KEYWORD TK_FALSE
#define TK_LAST_KEYWORD TK_YIELD

extern const char *const vm_token_text[TK_COUNT];

/* Source position span: 1-based lines and columns; end_col is one past the last character. */
typedef struct Span {
  int line, col, end_line, end_col;
} Span;

/* String literal flags. */
enum { STR_RAW = 1, STR_FORMAT = 2, STR_BYTES = 4, STR_TRIPLE = 8 };
/* TK_INT flags: the literal 9223372036854775808, which `-` makes a 64-bit int; a literal
 * beyond int64 (str holds its digits, num.i its base). TK_FLOAT flag: an imaginary literal. */
enum { STR_INT_MIN = 16, STR_INT_BIG = 32, STR_IMAG = 64 };

typedef struct Token {
  TokKind kind;
  Span span;
  const char *start; /* points into the source */
  int len;
  union {
    int64_t i;  /* TK_INT */
    double f;   /* TK_FLOAT */
  } num;
  /* TK_STRING: the decoded value (plain strings) or the raw body (f-strings), arena-owned */
  char *str;
  int str_len;
  int str_flags;
  const char *body;  /* TK_STRING: the body in the source (between the quotes) */
} Token;

#endif

/* lexer.h — source text to tokens, Python's way: INDENT/DEDENT from leading whitespace,
 * NEWLINE only outside brackets, backslash continuation, comments, every string form. */
#ifndef WEFT_FRONT_LEXER_H
#define WEFT_FRONT_LEXER_H

#include <stdbool.h>

#include "ast.h"
#include "diag.h"
#include "token.h"

/* Brackets nested deeper than this are an error (the parser recurses on them). */
#define VM_MAX_BRACKET_DEPTH 200
#define VM_MAX_INDENT_DEPTH 100

typedef struct LexResult {
  Token *toks; /* malloc'd; ends with TK_EOF */
  int n;
  /* why the input ended early (the REPL keeps reading in these cases) */
  bool open_bracket, open_triple_string, trailing_backslash;
  Span unclosed; /* open_bracket: the innermost bracket never closed */
} LexResult;

/* Tokenize src. Errors go to d; strings are decoded into the arena. Never fails to return a
 * token array (ending with TK_EOF). */
void vm_lex(const char *src, Diag *d, Arena *a, LexResult *out);
/* Lex a fragment (an f-string replacement field) that starts at line/col of the file. */
void vm_lex_fragment(const char *src, int len, int line, int col, Diag *d, Arena *a,
                     LexResult *out);

/* Decode backslash escapes of a string body (raw: none). Returns an arena string. */
char *vm_decode_string(Arena *a, const char *s, int n, bool raw, int *outlen, Diag *d,
                       Span span);

#endif

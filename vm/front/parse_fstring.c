/* parse_fstring.c — adjacent string literals and f-strings. An f-string body is split into
 * literal text and replacement fields `{expr[=][!conv][:spec]}`; each field's expression is
 * lexed and parsed as a fragment at its own source position, and a spec may itself hold
 * nested fields (`{x:{width}.{prec}f}`). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "parse_internal.h"

typedef struct FBuild {
  Parser *p;
  const Token *tok; /* the string token (for source positions) */
  PtrVec parts;     /* Expr*: EX_STR and EX_FORMATTED */
  char *lit;
  int len, cap;
} FBuild;

static void lit_add(FBuild *b, const char *s, int n) {
  if (b->len + n + 1 > b->cap) { /* in the arena: an error abandoning the string loses nothing */
    b->cap = (b->len + n + 1) * 2;
    char *more = vm_arena_alloc(b->p->arena, (size_t)b->cap);
    if (b->len) memcpy(more, b->lit, (size_t)b->len);
    b->lit = more;
  }
  memcpy(b->lit + b->len, s, (size_t)n);
  b->len += n;
}

static void lit_flush(FBuild *b) {
  if (b->len == 0) return;
  Expr *e = vm_p_new_expr(b->p, EX_STR, b->tok->span);
  e->as.str.s = vm_arena_strndup(b->p->arena, b->lit, (size_t)b->len);
  e->as.str.len = b->len;
  vm_vec_push(&b->parts, e, b->p->arena);
  b->len = 0;
}

/* Line and column of q, a position inside the token's text. */
static void position(const Token *t, const char *q, int *line, int *col) {
  *line = t->span.line;
  *col = t->span.col;
  for (const char *r = t->start; r < q; r++) {
    if (*r == '\n') {
      (*line)++;
      *col = 1;
    } else {
      (*col)++;
    }
  }
}

static Span span_of(const Token *t, const char *a, const char *z) {
  Span s;
  position(t, a, &s.line, &s.col);
  position(t, z, &s.end_line, &s.end_col);
  if (s.end_line != s.line || s.end_col <= s.col) s.end_col = s.col + 1, s.end_line = s.line;
  return s;
}

/* CPython 3.11 reports an f-string's own errors just after the string literal. */
static Span after_string(const Token *t) {
  return (Span){t->span.end_line, t->span.end_col, t->span.end_line, t->span.end_col + 1};
}

static Expr *parse_fragment(FBuild *b, const char *s, const char *e) {
  Parser *p = b->p;
  int line, col;
  position(b->tok, s, &line, &col);
  LexResult lex;
  vm_lex_fragment(s, (int)(e - s), line, col, p->diag, p->arena, &lex);
  /* the tokens move into the arena: an error abandoning the statement loses nothing */
  Token *toks = vm_arena_alloc(p->arena, sizeof(Token) * (size_t)lex.n);
  memcpy(toks, lex.toks, sizeof(Token) * (size_t)lex.n);
  free(lex.toks);
  Parser sub = *p;
  sub.toks = toks;
  sub.n = lex.n;
  sub.pos = 0;
  if (sub.toks[0].kind == TK_EOF) vm_p_fail(p, after_string(b->tok), "f-string: empty expression not allowed");
  Expr *x = vm_parse_testlist(&sub);
  if (!p_at(&sub, TK_EOF)) vm_p_fail(&sub, p_cur(&sub)->span, "f-string: invalid syntax");
  return x;
}

/* Where a replacement field's expression ends: at depth 0, '}', '!' (not '!='), ':' or a
 * self-documenting '='. Reaching the string's end instead, *why says what CPython 3.11 reports
 * then: a string left open, a bracket left open (the innermost), or nothing (expecting '}'). */
typedef struct FieldEnd {
  char quote;  /* the quote of a string the expression left open, or 0 */
  char opener; /* the innermost bracket left open, or 0 */
  char closer; /* a ')' or ']' that closes nothing (opener 0) or the wrong bracket, or 0 */
} FieldEnd;

static const char *field_end(const char *q, const char *e, FieldEnd *why) {
  int depth = 0;
  char quote = 0, stack[64];
  why->quote = why->opener = why->closer = 0;
  for (; q < e; q++) {
    char c = *q;
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    else if (c == '(' || c == '[' || c == '{') {
      if (depth < 64) stack[depth] = c;
      depth++;
    } else if (c == ')' || c == ']' || (c == '}' && depth > 0)) {
      char open = depth > 0 && depth <= 64 ? stack[depth - 1] : 0;
      if (depth == 0 || (open && open != (c == ')' ? '(' : c == ']' ? '[' : '{'))) {
        why->closer = c, why->opener = depth ? open : 0;
        return e;
      }
      depth--;
    } else if (c == '}') {
      return q;
    } else if (depth == 0 && c == '!' && (q + 1 >= e || q[1] != '=')) return q;
    else if (depth == 0 && c == ':') return q;
    else if (depth == 0 && c == '=' && (q + 1 >= e || q[1] != '=') && !strchr("=!<>", q[-1])) {
      return q;
    }
  }
  why->quote = quote;
  if (depth > 0 && depth <= 64) why->opener = stack[depth - 1];
  return e;
}

static const char *spec_end(const char *q, const char *e) {
  int depth = 0;
  for (; q < e; q++) {
    if (*q == '{') depth++;
    if (*q == '}') {
      if (depth == 0) return q;
      depth--;
    }
  }
  return e;
}

static Expr *parse_body(Parser *p, const Token *tok, const char *s, const char *e, bool raw,
                        int nesting);

/* replacement_field: '{' expr ['='] ['!' conv] [':' spec] '}' ; q points after '{' */
static const char *parse_field(FBuild *b, const char *q, const char *e, bool raw, int nesting) {
  Parser *p = b->p;
  const char *start = q;
  FieldEnd why;
  const char *r = field_end(q, e, &why);
  if (r >= e && why.closer && why.opener) {
    vm_p_fail(p, after_string(b->tok), "f-string: closing parenthesis '%c' does not match opening parenthesis '%c'",
              why.closer, why.opener);
  }
  if (r >= e && why.closer) vm_p_fail(p, after_string(b->tok), "f-string: unmatched '%c'", why.closer);
  if (r >= e && why.quote) vm_p_fail(p, after_string(b->tok), "f-string: unterminated string");
  if (r >= e && why.opener) vm_p_fail(p, after_string(b->tok), "f-string: unmatched '%c'", why.opener);
  if (r >= e) vm_p_fail(p, after_string(b->tok), "f-string: expecting '}'");
  bool selfdoc = *r == '=';
  Expr *value = parse_fragment(b, start, r);
  if (selfdoc) {
    r++;
    while (r < e && (*r == ' ' || *r == '\t')) r++;
    lit_add(b, start, (int)(r - start));
  }
  int conv = 0;
  if (r < e && *r == '!') {
    conv = r + 1 < e ? r[1] : 0;
    if (conv != 'r' && conv != 's' && conv != 'a') {
      vm_p_fail(p, after_string(b->tok),
                "f-string: invalid conversion character: expected 's', 'r', or 'a'");
    }
    r += 2;
  }
  Expr *spec = NULL;
  if (r < e && *r == ':') {
    if (nesting >= 1) vm_p_fail(p, after_string(b->tok), "f-string: expressions nested too deeply");
    const char *se = spec_end(r + 1, e);
    spec = parse_body(p, b->tok, r + 1, se, raw, nesting + 1);
    r = se;
  }
  if (r >= e || *r != '}') vm_p_fail(p, after_string(b->tok), "f-string: expecting '}'");
  if (selfdoc && !conv && !spec) conv = 'r';
  lit_flush(b);
  Expr *f = vm_p_new_expr(p, EX_FORMATTED, span_of(b->tok, start - 1, r + 1));
  f->as.formatted.value = value;
  f->as.formatted.conv = conv;
  f->as.formatted.spec = spec;
  vm_vec_push(&b->parts, f, b->p->arena);
  return r + 1;
}

static void add_text(FBuild *b, const char *s, const char *z, bool raw) {
  if (z <= s) return;
  int n;
  char *d = vm_decode_string(b->p->arena, s, (int)(z - s), raw, &n, b->p->diag, b->tok->span);
  lit_add(b, d, n);
}

/* Past one character of literal text; an escape is one (its braces in \\N{NAME} are the name's,
 * a backslash before a brace leaves the brace to the field). */
static const char *skip_char(const char *q, const char *e, bool raw) {
  if (raw || *q != '\\' || q + 1 >= e || q[1] == '{' || q[1] == '}') return q + 1;
  if (q[1] == 'N' && q + 2 < e && q[2] == '{') {
    const char *close = memchr(q + 3, '}', (size_t)(e - q - 3));
    if (close) return close + 1;
  }
  return q + 2;
}

static void scan_body(FBuild *b, const char *s, const char *e, bool raw, int nesting) {
  const char *q = s;
  while (q < e) {
    const char *run = q;
    while (q < e && *q != '{' && *q != '}') q = skip_char(q, e, raw);
    add_text(b, run, q, raw);
    if (q >= e) break;
    if (q + 1 < e && q[1] == *q && nesting == 0) {
      lit_add(b, q, 1);
      q += 2;
    } else if (*q == '}') {
      vm_p_fail(b->p, after_string(b->tok), "f-string: single '}' is not allowed");
    } else {
      q = parse_field(b, q + 1, e, raw, nesting);
    }
  }
}

static Expr *parse_body(Parser *p, const Token *tok, const char *s, const char *e, bool raw,
                        int nesting) {
  FBuild b = {.p = p, .tok = tok};
  scan_body(&b, s, e, raw, nesting);
  lit_flush(&b);
  Expr *x = vm_p_new_expr(p, EX_FSTRING, tok->span);
  x->as.fstring.n = b.parts.n;
  x->as.fstring.parts = (Expr **)vm_vec_freeze(&b.parts, p->arena);
  return x;
}

/* CPython 3.11 gives every replacement field (FormattedValue), those in format specs too, the
 * place of the whole string expression: an error in formatting a value (its __format__ or
 * __str__ raising, an unknown format code) has carets under all of it. */
static void span_formatted(Expr *fstring, Span span) {
  for (int k = 0; k < fstring->as.fstring.n; k++) {
    Expr *part = fstring->as.fstring.parts[k];
    if (part->kind != EX_FORMATTED) continue;
    part->span = span;
    Expr *spec = part->as.formatted.spec;
    if (spec && spec->kind == EX_FSTRING) span_formatted(spec, span);
  }
}

/* strings: STRING+ — adjacent literals concatenate; any f-string makes the whole an f-string */
Expr *vm_parse_strings(Parser *p) {
  int first = p->pos, last = p->pos;
  bool any_f = false;
  int nbytes = 0;
  while (p->toks[last].kind == TK_STRING) {
    if (p->toks[last].str_flags & STR_FORMAT) any_f = true;
    if (p->toks[last].str_flags & STR_BYTES) nbytes++;
    last++;
  }
  Span span = vm_span_join(p->toks[first].span, p->toks[last - 1].span);
  if (nbytes && nbytes != last - first) {
    vm_diag_error(p->diag, after_string(&p->toks[last - 1]), "cannot mix bytes and nonbytes literals");
  }
  FBuild b = {.p = p, .tok = &p->toks[first]};
  for (int i = first; i < last; i++) {
    const Token *t = &p->toks[i];
    b.tok = t;
    if (t->str_flags & STR_FORMAT) {
      scan_body(&b, t->str, t->str + t->str_len, t->str_flags & STR_RAW, 0);
    } else {
      lit_add(&b, t->str, t->str_len);
    }
  }
  p->pos = last;
  Expr *x;
  if (!any_f) {
    x = vm_p_new_expr(p, nbytes ? EX_BYTES : EX_STR, span);
    x->as.str.s = vm_arena_strndup(p->arena, b.lit ? b.lit : "", (size_t)b.len);
    x->as.str.len = b.len;
    return x;
  }
  lit_flush(&b);
  x = vm_p_new_expr(p, EX_FSTRING, span);
  x->as.fstring.n = b.parts.n;
  x->as.fstring.parts = (Expr **)vm_vec_freeze(&b.parts, p->arena);
  span_formatted(x, span);
  return x;
}

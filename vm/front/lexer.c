/* lexer.c — tokenizer with Python's layout rules (INDENT/DEDENT/NEWLINE), numbers, strings. */
#include "lexer.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/unicode_names.h"

const char *const vm_token_text[TK_COUNT] = {
#define X(name, text) text,
    VM_TOKENS(X)
#undef X
};

typedef struct Lexer {
  const char *p, *end;
  int line;
  const char *line_start; /* position of column 1 of the current line */
  int col_base;           /* columns before line_start on the first line (fragments) */
  Diag *diag;
  Arena *arena;
  int indents[VM_MAX_INDENT_DEPTH + 1];
  int alt_indents[VM_MAX_INDENT_DEPTH + 1]; /* the same widths with a tab counted as 1 */
  int nindent;
  int depth; /* bracket depth */
  const char *open_at[VM_MAX_BRACKET_DEPTH + 1]; /* the open brackets, innermost last */
  int open_line[VM_MAX_BRACKET_DEPTH + 1];
  const char *open_line_start[VM_MAX_BRACKET_DEPTH + 1];
  bool fragment;
  bool stopped; /* a fatal error (brackets nested too deep) ended the token stream */
  LexResult *out;
  int cap;
} Lexer;

static int col_of(Lexer *lx, const char *q) {
  return (int)(q - lx->line_start) + 1 + lx->col_base;
}

static Span span_at(Lexer *lx, int start_line, int start_col) {
  Span s = {start_line, start_col, lx->line, col_of(lx, lx->p)};
  return s;
}

static Token *push(Lexer *lx, TokKind k, const char *start, int line, int col) {
  LexResult *o = lx->out;
  if (o->n == lx->cap) {
    lx->cap = lx->cap ? lx->cap * 2 : 256;
    o->toks = rt_realloc(o->toks, sizeof(Token) * (size_t)lx->cap);
  }
  Token *t = &o->toks[o->n++];
  memset(t, 0, sizeof *t);
  t->kind = k;
  t->start = start;
  t->len = (int)(lx->p - start);
  t->span = span_at(lx, line, col);
  return t;
}

static void error_here(Lexer *lx, const char *at, const char *msg) {
  Span s = {lx->line, col_of(lx, at), lx->line, col_of(lx, at) + 1};
  vm_diag_error(lx->diag, s, "%s", msg);
}

static void newline(Lexer *lx, const char *after) {
  lx->line++;
  lx->line_start = after;
  lx->col_base = 0;
}

/* ---- numbers ---- */

static bool digit_ok(int c, int base) {
  if (base == 16) return isxdigit(c);
  if (base == 8) return c >= '0' && c <= '7';
  if (base == 2) return c == '0' || c == '1';
  return isdigit(c);
}

/* Copy the digits of a literal without underscores into the arena; reports misplaced
 * underscores. */
static char *strip_digits(Lexer *lx, const char *s, const char *e, int *len) {
  char *buf = vm_arena_alloc(lx->arena, (size_t)(e - s) + 1);
  int n = 0;
  for (const char *q = s; q < e; q++) {
    if (*q == '_') {
      if (q + 1 >= e || q[1] == '_' || !isalnum((unsigned char)q[1])) {
        error_here(lx, q, "invalid decimal literal");
      }
      continue;
    }
    buf[n++] = *q;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

static const char *base_name(int base) {
  return base == 16 ? "hexadecimal" : base == 8 ? "octal" : base == 2 ? "binary" : "decimal";
}

static void lex_number(Lexer *lx) {
  const char *s = lx->p;
  int line = lx->line, col = col_of(lx, s);
  int base = 10;
  bool is_float = false;
  const char *q = s;
  if (q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) base = 16;
  if (q[0] == '0' && (q[1] == 'o' || q[1] == 'O')) base = 8;
  if (q[0] == '0' && (q[1] == 'b' || q[1] == 'B')) base = 2;
  if (base != 10) {
    q += 2;
    if (*q == '_') q++;
    while (q < lx->end && (digit_ok((unsigned char)*q, base) || *q == '_')) q++;
  } else {
    while (q < lx->end && (isdigit((unsigned char)*q) || *q == '_')) q++;
    if (q < lx->end && *q == '.') {
      is_float = true;
      q++;
      while (q < lx->end && (isdigit((unsigned char)*q) || *q == '_')) q++;
    }
    if (q < lx->end && (*q == 'e' || *q == 'E')) {
      const char *r = q + 1;
      if (r < lx->end && (*r == '+' || *r == '-')) r++;
      if (r < lx->end && isdigit((unsigned char)*r)) {
        is_float = true;
        q = r;
        while (q < lx->end && (isdigit((unsigned char)*q) || *q == '_')) q++;
      }
    }
  }
  lx->p = q;
  bool imag = base == 10 && q < lx->end && (*q == 'j' || *q == 'J');
  const char *after = imag ? q + 1 : q;
  unsigned char next = after < lx->end ? (unsigned char)*after : 0;
  if (isalnum(next) || next == '_' || next >= 0x80) { /* non-ASCII too, as Python's tokenizer */
    lx->p = after;
    while (lx->p < lx->end && (isalnum((unsigned char)*lx->p) || *lx->p == '_')) lx->p++;
    push(lx, TK_ERROR, s, line, col);
    if ((base == 2 || base == 8) && isdigit((unsigned char)*after)) { /* 0b102, 0o8 */
      int at = col_of(lx, after);
      vm_diag_error(lx->diag, (Span){line, at, line, at + 1}, "invalid digit '%c' in %s literal",
                    *after, base_name(base));
      return;
    }
    int at = col_of(lx, after) - 1; /* Python points at the last character that fit */
    Span sp = {line, at, line, at + 1};
    vm_diag_error(lx->diag, sp, "invalid %s literal", imag ? "imaginary" : base_name(base));
    return;
  }
  lx->p = after;
  int nd;
  char *buf = strip_digits(lx, base == 10 ? s : s + 2, q, &nd);
  Token *t = push(lx, is_float || imag ? TK_FLOAT : TK_INT, s, line, col);
  if (is_float || imag) { /* an imaginary literal is a float with the STR_IMAG flag */
    t->num.f = strtod(buf, NULL);
    if (imag) t->str_flags = STR_IMAG;
    return;
  }
  if (nd == 0) {
    t->kind = TK_ERROR;
    vm_diag_error(lx->diag, t->span, "invalid %s literal",
                  base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary");
    return;
  }
  if (base == 10 && nd > 1 && buf[0] == '0' && strspn(buf, "0") != (size_t)nd) {
    t->kind = TK_ERROR;
    vm_diag_error(lx->diag, (Span){line, col, line, col + 1},
                  "leading zeros in decimal integer literals are not permitted; use an 0o "
                  "prefix for octal integers");
    return;
  }
  errno = 0;
  unsigned long long v = strtoull(buf, NULL, base);
  if (base == 10 && nd > 4300) { /* CPython's int_max_str_digits */
    t->kind = TK_ERROR;
    vm_diag_error(lx->diag, t->span,
                  "Exceeds the limit (4300 digits) for integer string conversion: value has %d "
                  "digits; use sys.set_int_max_str_digits() to increase the limit - Consider "
                  "hexadecimal for huge integer literals to avoid decimal conversion limits.",
                  nd);
    return;
  }
  if (errno == ERANGE || v > (unsigned long long)INT64_MAX) {
    /* a big int: the parser keeps the digits (the compiler makes the value); 2**63 itself
     * becomes an int64 after a unary minus */
    t->str = buf;
    t->str_len = nd;
    t->num.i = base;
    t->str_flags = errno == 0 && v == (unsigned long long)INT64_MAX + 1 ? STR_INT_MIN | STR_INT_BIG
                                                                       : STR_INT_BIG;
    return;
  }
  t->num.i = (int64_t)v;
}

/* ---- strings ---- */

static void put_utf8(char *out, int *n, uint32_t cp) {
  if (cp < 0x80) {
    out[(*n)++] = (char)cp;
  } else if (cp < 0x800) {
    out[(*n)++] = (char)(0xC0 | (cp >> 6));
    out[(*n)++] = (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out[(*n)++] = (char)(0xE0 | (cp >> 12));
    out[(*n)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[(*n)++] = (char)(0x80 | (cp & 0x3F));
  } else {
    out[(*n)++] = (char)(0xF0 | (cp >> 18));
    out[(*n)++] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[(*n)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[(*n)++] = (char)(0x80 | (cp & 0x3F));
  }
}

static int hex_escape(const char *s, int avail, int ndig, uint32_t *cp) {
  if (avail < ndig) return 0;
  uint32_t v = 0;
  for (int i = 0; i < ndig; i++) {
    if (!isxdigit((unsigned char)s[i])) return 0;
    v = v * 16 + (uint32_t)(isdigit((unsigned char)s[i]) ? s[i] - '0' : (tolower(s[i]) - 'a' + 10));
  }
  *cp = v;
  return 1;
}

/* A bytes literal's body: \x and octal escapes give one byte each; \u, \U and \N are not
 * escapes in bytes and stay as written. */
static char *decode_bytes(Arena *a, const char *s, int n, bool raw, int *outlen, Diag *d,
                          Span span) {
  char *out = vm_arena_alloc(a, (size_t)n + 1);
  int k = 0;
  for (int i = 0; i < n; i++) {
    char c = s[i];
    if (c == '\r' && i + 1 < n && s[i + 1] == '\n') continue;
    if (c != '\\' || raw || i + 1 >= n) {
      out[k++] = c;
      continue;
    }
    char e = s[i + 1];
    uint32_t cp;
    if (e == 'x') {
      if (!hex_escape(s + i + 2, n - i - 2, 2, &cp)) {
        vm_diag_error(d, span, "(value error) invalid \\x escape at position %d", i);
        break;
      }
      out[k++] = (char)cp;
      i += 3;
    } else if (e >= '0' && e <= '7') {
      cp = 0;
      int j = 0;
      for (i++; j < 3 && i < n && s[i] >= '0' && s[i] <= '7'; j++) cp = cp * 8 + (uint32_t)(s[i++] - '0');
      i--;
      out[k++] = (char)(cp & 0xFF);
    } else if (e == 'u' || e == 'U' || e == 'N') {
      if (d) vm_diag_escape(d, span, e);
      out[k++] = '\\';
    } else { /* the escapes str and bytes share */
      int len;
      char *one = vm_decode_string(a, s + i, 2, false, &len, d, span);
      memcpy(out + k, one, (size_t)len);
      k += len;
      i++;
    }
  }
  out[k] = 0;
  *outlen = k;
  return out;
}

/* The position CPython's unicode_escape codec gives for byte i of a literal's body: the parser
 * hands the codec the body with each non-ASCII character written as \UXXXXXXXX (10 bytes) and a
 * backslash before one (or at the end) as \u005c (6 bytes). */
static int codec_pos(const char *s, int n, int i) {
  int p = 0, j = 0;
  while (j < i) {
    if (s[j] == '\\') {
      p++, j++;
      if (j >= n || (s[j] & 0x80)) p += 5;
      if (j >= i) break;
    }
    if (s[j] & 0x80) {
      for (j++; j < n && (s[j] & 0xC0) == 0x80; j++) {}
      p += 10;
    } else {
      p++, j++;
    }
  }
  return p;
}

/* The codec's error for the escape at byte `start` that it stopped reading at byte `end`
 * (exclusive): CPython's message names positions start..end-1 of what the codec was given, and
 * the caret is just past the literal. */
static void escape_error(Diag *d, Span span, const char *s, int n, int start, int end,
                         const char *what) {
  Span after = {span.end_line, span.end_col, span.end_line, span.end_col + 1};
  vm_diag_error(d, after, "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
                codec_pos(s, n, start), codec_pos(s, n, end) - 1, what);
}

char *vm_decode_string(Arena *a, const char *s, int n, bool raw, int *outlen, Diag *d,
                       Span span) {
  char *out = vm_arena_alloc(a, (size_t)n + 1);
  int k = 0;
  for (int i = 0; i < n; i++) {
    char c = s[i];
    if (c == '\r' && i + 1 < n && s[i + 1] == '\n') continue;
    if (c != '\\' || raw || i + 1 >= n) {
      out[k++] = c;
      continue;
    }
    char e = s[++i];
    uint32_t cp;
    switch (e) {
      case '\n': break;
      case '\r': if (i + 1 < n && s[i + 1] == '\n') i++; break;
      case 'n': out[k++] = '\n'; break;
      case 't': out[k++] = '\t'; break;
      case 'r': out[k++] = '\r'; break;
      case '\\': out[k++] = '\\'; break;
      case '\'': out[k++] = '\''; break;
      case '"': out[k++] = '"'; break;
      case 'a': out[k++] = '\a'; break;
      case 'b': out[k++] = '\b'; break;
      case 'f': out[k++] = '\f'; break;
      case 'v': out[k++] = '\v'; break;
      case 'x': case 'u': case 'U': {
        int nd = e == 'x' ? 2 : e == 'u' ? 4 : 8, digits = 0;
        while (digits < nd && i + 1 + digits < n && isxdigit((unsigned char)s[i + 1 + digits])) digits++;
        if (digits < nd || !hex_escape(s + i + 1, n - i - 1, nd, &cp) || cp > 0x10FFFF) {
          static const char *const truncated[] = {"truncated \\xXX escape", "truncated \\uXXXX escape",
                                                  "truncated \\UXXXXXXXX escape"};
          /* the codec stops at the first byte that is not a digit, or at the end */
          int stop = i + 1 + digits, end = digits < nd && stop >= n ? n : stop;
          escape_error(d, span, s, n, i - 1, end,
                       digits < nd ? truncated[e == 'x' ? 0 : e == 'u' ? 1 : 2] : "illegal Unicode character");
          break;
        }
        i += nd;
        put_utf8(out, &k, cp);
        break;
      }
      case 'N': { /* \N{NAME} */
        int start = i - 1, close = i + 1 < n && s[i + 1] == '{' ? i + 2 : -1;
        while (close >= 0 && close < n && s[close] != '}') close++;
        if (close < 0 || close >= n || close == i + 2) {
          /* the codec stops after the N when no brace follows, at the end when none closes, at
           * the closing brace of an empty name */
          int end = i + 1 >= n || close >= n ? n : close < 0 ? i + 1 : close;
          escape_error(d, span, s, n, start, end, "malformed \\N character escape");
          break;
        }
        if (!rt_unicode_lookup(s + i + 2, (size_t)(close - i - 2), &cp)) {
          escape_error(d, span, s, n, start, close + 1, "unknown Unicode character name");
          break;
        }
        i = close;
        put_utf8(out, &k, cp);
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          cp = 0;
          int j = 0;
          while (j < 3 && i < n && s[i] >= '0' && s[i] <= '7') cp = cp * 8 + (uint32_t)(s[i++] - '0'), j++;
          i--;
          put_utf8(out, &k, cp);
        } else {
          if (d) vm_diag_escape(d, span, e);
          out[k++] = '\\';
          out[k++] = e;
        }
    }
  }
  out[k] = 0;
  *outlen = k;
  return out;
}

/* Is the text at p a string prefix followed by a quote? Returns the prefix length or -1. */
static int string_prefix(const char *p, const char *end, int *flags) {
  int n = 0;
  *flags = 0;
  while (n < 3 && p + n < end && strchr("rRfFbBuU", p[n])) {
    char c = (char)tolower(p[n]);
    if (c == 'r') *flags |= STR_RAW;
    if (c == 'f') *flags |= STR_FORMAT;
    if (c == 'b') *flags |= STR_BYTES;
    n++;
  }
  if (p + n < end && (p[n] == '\'' || p[n] == '"')) return n;
  return -1;
}

static void lex_string(Lexer *lx, int prefix_len, int flags) {
  const char *s = lx->p;
  int line = lx->line, col = col_of(lx, s);
  const char *q = s + prefix_len;
  char quote = *q;
  bool triple = q + 2 < lx->end && q[1] == quote && q[2] == quote;
  q += triple ? 3 : 1;
  const char *body = q;
  for (;;) {
    if (q >= lx->end) {
      lx->p = q;
      if (triple) {
        lx->out->open_triple_string = true;
        Span sp = {line, col, line, col + 1};
        /* a final newline ends the last line rather than starting another */
        int last = lx->line - (q > body && q[-1] == '\n');
        vm_diag_error(lx->diag, sp, "unterminated triple-quoted string literal (detected at line %d)",
                      last);
      } else {
        error_here(lx, s, "unterminated string literal");
      }
      push(lx, TK_ERROR, s, line, col);
      return;
    }
    if (*q == '\\' && q + 1 < lx->end) {
      if (q[1] == '\n') newline(lx, q + 2);
      q += 2;
      continue;
    }
    if (*q == '\n') {
      if (!triple) {
        lx->p = q;
        Span sp = {line, col, line, col + 1};
        vm_diag_error(lx->diag, sp, "unterminated string literal (detected at line %d)", line);
        push(lx, TK_ERROR, s, line, col);
        lx->depth = lx->fragment ? 1 : 0; /* the rest of the line is lost anyway */
        return;
      }
      newline(lx, q + 1);
    }
    if (*q == quote && (!triple || (q + 2 < lx->end && q[1] == quote && q[2] == quote))) break;
    q++;
  }
  const char *body_end = q;
  lx->p = q + (triple ? 3 : 1);
  Token *t = push(lx, TK_STRING, s, line, col);
  t->str_flags = flags | (triple ? STR_TRIPLE : 0);
  t->body = body;
  if (flags & STR_BYTES) {
    /* CPython reports a bad bytes literal just after it */
    Span after = {t->span.end_line, t->span.end_col, t->span.end_line, t->span.end_col + 1};
    for (const char *c = body; c < body_end; c++) {
      if ((unsigned char)*c >= 0x80) {
        vm_diag_error(lx->diag, after, "bytes can only contain ASCII literal characters");
        t->kind = TK_ERROR;
        return;
      }
    }
    t->str = decode_bytes(lx->arena, body, (int)(body_end - body), flags & STR_RAW, &t->str_len,
                          lx->diag, after);
    return;
  }
  if (flags & STR_FORMAT) {
    t->str = (char *)body;
    t->str_len = (int)(body_end - body);
    return;
  }
  t->str = vm_decode_string(lx->arena, body, (int)(body_end - body), flags & STR_RAW,
                            &t->str_len, lx->diag, t->span);
}

/* ---- operators ---- */

typedef struct OpSpell {
  const char *text;
  TokKind kind;
} OpSpell;

/* Longest spellings first so that "**=" wins over "**" and "*". */
static const OpSpell ops[] = {
    {"**=", TK_DSTAREQ}, {"//=", TK_DSLASHEQ}, {"<<=", TK_LSHIFTEQ}, {">>=", TK_RSHIFTEQ},
    {"...", TK_ELLIPSIS}, {"->", TK_ARROW}, {"**", TK_DSTAR}, {"//", TK_DSLASH},
    {"<<", TK_LSHIFT}, {">>", TK_RSHIFT}, {"<=", TK_LE}, {">=", TK_GE}, {"==", TK_EQ},
    {"!=", TK_NE}, {":=", TK_WALRUS}, {"+=", TK_PLUSEQ}, {"-=", TK_MINUSEQ},
    {"*=", TK_STAREQ}, {"/=", TK_SLASHEQ}, {"%=", TK_PERCENTEQ}, {"&=", TK_AMPEQ},
    {"|=", TK_PIPEEQ}, {"^=", TK_CARETEQ}, {"@=", TK_ATEQ}, {"(", TK_LPAREN},
    {")", TK_RPAREN}, {"[", TK_LBRACKET}, {"]", TK_RBRACKET}, {"{", TK_LBRACE},
    {"}", TK_RBRACE}, {",", TK_COMMA}, {":", TK_COLON}, {";", TK_SEMI}, {".", TK_DOT},
    {"@", TK_AT}, {"=", TK_ASSIGN}, {"+", TK_PLUS}, {"-", TK_MINUS}, {"*", TK_STAR},
    {"/", TK_SLASH}, {"%", TK_PERCENT}, {"&", TK_AMP}, {"|", TK_PIPE}, {"^", TK_CARET},
    {"~", TK_TILDE}, {"<", TK_LT}, {">", TK_GT}, {"!", TK_BANG},
};

static char closer_of(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

/* Check a closing bracket against the innermost open one. */
static bool close_bracket(Lexer *lx, const char *s) {
  int base = lx->fragment ? 1 : 0;
  if (lx->depth <= base) {
    Span sp = {lx->line, col_of(lx, s), lx->line, col_of(lx, s) + 1};
    vm_diag_error(lx->diag, sp, "unmatched '%c'", *s);
    return false;
  }
  const char *open = lx->open_at[lx->depth - 1];
  if (open && closer_of(*open) != *s) {
    Span sp = {lx->line, col_of(lx, s), lx->line, col_of(lx, s) + 1};
    int open_line = lx->open_line[lx->depth - 1];
    if (open_line != lx->line) {
      vm_diag_error(lx->diag, sp,
                    "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d",
                    *s, *open, open_line);
    } else {
      vm_diag_error(lx->diag, sp, "closing parenthesis '%c' does not match opening parenthesis '%c'",
                    *s, *open);
    }
  }
  lx->depth--;
  return true;
}

/* At the end of input: point at the innermost bracket that was never closed. */
static void report_unclosed(Lexer *lx) {
  int k = lx->depth - 1;
  const char *at = lx->open_at[k];
  if (!at) return;
  int c = (int)(at - lx->open_line_start[k]) + 1;
  Span sp = {lx->open_line[k], c, lx->open_line[k], c + 1};
  vm_diag_error(lx->diag, sp, "'%c' was never closed", *at);
  lx->out->unclosed = sp;
}

/* The code point of the UTF-8 sequence at p (valid UTF-8: the source was checked) and its
 * length in bytes. */
static uint32_t code_point(const char *p, const char *end, int *len) {
  const unsigned char *u = (const unsigned char *)p;
  int n = u[0] < 0x80 ? 1 : u[0] < 0xE0 ? 2 : u[0] < 0xF0 ? 3 : 4;
  if (p + n > end) n = (int)(end - p);
  uint32_t cp = n == 1 ? u[0] : u[0] & (0xFF >> (n + 1));
  for (int i = 1; i < n; i++) cp = cp << 6 | (u[i] & 0x3F);
  *len = n > 0 ? n : 1;
  return cp;
}

/* Whether a non-ASCII character may be in a name (start: begin one). Python takes Unicode's
 * identifier classes; without Unicode's tables Weft refuses the blocks of punctuation,
 * symbols, spaces and controls that text copied from slides brings (curly quotes, dashes,
 * arrows, math signs, no-break spaces, emoji) and takes the rest as letters. */
static bool name_char(uint32_t cp, bool start) {
  bool connector = cp == 0xB7 || cp == 0x203F || cp == 0x2040 || cp == 0x2054 || cp == 0xFF3F ||
                   (cp >= 0xFF10 && cp <= 0xFF19); /* continue a name, never start one */
  if (connector) return !start;
  if (cp < 0xC0) return cp == 0xAA || cp == 0xB5 || cp == 0xBA;
  if (cp == 0xD7 || cp == 0xF7 || cp == 0xFEFF) return false;
  static const uint32_t refused[][2] = {
      {0x2000, 0x206F}, {0x2190, 0x23FF}, {0x2500, 0x27BF}, {0x2900, 0x2BFF}, {0x2E00, 0x2E7F},
      {0x3000, 0x3004}, {0x3008, 0x3020}, {0x3030, 0x3030}, {0xFE30, 0xFE4F}, {0xFF01, 0xFF0F},
      {0xFF1A, 0xFF20}, {0xFF3B, 0xFF40}, {0xFF5B, 0xFF65}, {0x1F000, 0x1FAFF}};
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
    if (cp >= refused[i][0] && cp <= refused[i][1]) return false;
  return true;
}

/* Python's str.isprintable for the characters name_char refuses: spaces other than ' ',
 * format characters and controls are not. */
static bool printable(uint32_t cp) {
  return !(cp < 0xA1 || cp == 0xAD || (cp >= 0x2000 && cp <= 0x200F) ||
           (cp >= 0x2028 && cp <= 0x202F) || (cp >= 0x205F && cp <= 0x206F) || cp == 0x3000 ||
           cp == 0xFEFF);
}

static bool at_name_char(Lexer *lx, const char *p, bool start) {
  unsigned char c = (unsigned char)*p;
  if (c < 0x80) return isalpha(c) || c == '_' || (!start && isdigit(c));
  int len;
  return name_char(code_point(p, lx->end, &len), start);
}

static void lex_operator(Lexer *lx) {
  const char *s = lx->p;
  int line = lx->line, col = col_of(lx, s);
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    size_t n = strlen(ops[i].text);
    if ((size_t)(lx->end - s) >= n && memcmp(s, ops[i].text, n) == 0) {
      TokKind k = ops[i].kind;
      if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
        if (lx->depth >= VM_MAX_BRACKET_DEPTH) {
          /* fatal, as in CPython's tokenizer: one error, and no token stream nested deeper
           * than the parser's recursion is bounded for */
          error_here(lx, s, "too many nested parentheses");
          push(lx, TK_ERROR, s, line, col);
          lx->p = lx->end;
          lx->stopped = true;
          return;
        } else {
          lx->open_at[lx->depth] = s;
          lx->open_line[lx->depth] = lx->line;
          lx->open_line_start[lx->depth] = lx->line_start;
          lx->depth++;
        }
      } else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
        if (!close_bracket(lx, s)) {
          lx->p += n;
          push(lx, TK_ERROR, s, line, col);
          return;
        }
      }
      lx->p += n;
      push(lx, k, s, line, col);
      return;
    }
  }
  lx->p++;
  Token *t = push(lx, TK_ERROR, s, line, col);
  if ((unsigned char)*s >= 0x80) {
    int len;
    uint32_t cp = code_point(s, lx->end, &len);
    lx->p = s + len;
    Span one = {line, col, line, col + 1}; /* Python points at the character alone */
    if (printable(cp))
      vm_diag_error(lx->diag, one, "invalid character '%.*s' (U+%04X)", len, s, (unsigned)cp);
    else
      vm_diag_error(lx->diag, one, "invalid non-printable character U+%04X", (unsigned)cp);
  } else if (*s == '$' || *s == '?' || *s == '`') {
    vm_diag_error(lx->diag, t->span, "invalid syntax");
  } else {
    vm_diag_error(lx->diag, t->span, "invalid non-printable character U+%04X", (unsigned char)*s);
  }
}

static TokKind keyword(const char *s, int n) {
  for (int k = TK_FIRST_KEYWORD; k <= TK_LAST_KEYWORD; k++) {
    if ((int)strlen(vm_token_text[k]) == n && memcmp(vm_token_text[k], s, (size_t)n) == 0) {
      return (TokKind)k;
    }
  }
  return TK_NAME;
}

static void lex_name(Lexer *lx) {
  const char *s = lx->p;
  int line = lx->line, col = col_of(lx, s);
  while (lx->p < lx->end && at_name_char(lx, lx->p, lx->p == s)) {
    int len = 1;
    if ((unsigned char)*lx->p >= 0x80) code_point(lx->p, lx->end, &len);
    lx->p += len;
  }
  push(lx, keyword(s, (int)(lx->p - s)), s, line, col);
}

/* ---- layout ---- */

/* INDENT or DEDENTs for a line indented to width (alt: tabs counted as one column). Where the
 * two measures disagree on the block, the meaning hangs on the tab size: Python's TabError. */
static void layout_indent(Lexer *lx, const char *q, int width, int alt) {
  int top = lx->indents[lx->nindent];
  bool tabs = false;
  if (width > top) {
    if (lx->nindent == VM_MAX_INDENT_DEPTH) {
      error_here(lx, q, "too many levels of indentation");
      return;
    }
    tabs = alt <= lx->alt_indents[lx->nindent];
    lx->nindent++;
    lx->indents[lx->nindent] = width;
    lx->alt_indents[lx->nindent] = alt;
    push(lx, TK_INDENT, q, lx->line, col_of(lx, q));
  }
  while (width < lx->indents[lx->nindent]) {
    lx->nindent--;
    push(lx, TK_DEDENT, q, lx->line, col_of(lx, q));
  }
  if (width != lx->indents[lx->nindent]) {
    error_here(lx, q, "unindent does not match any outer indentation level");
    return;
  }
  if (tabs || alt != lx->alt_indents[lx->nindent]) {
    error_here(lx, q, "inconsistent use of tabs and spaces in indentation");
  }
}

/* At the start of a logical line: measure indentation, skip blank lines, emit INDENT/DEDENT.
 * Returns false at end of input. */
static bool line_layout(Lexer *lx) {
  for (;;) {
    int width = 0, alt = 0; /* a tab to the next multiple of 8, and as 1 column */
    const char *q = lx->p;
    while (q < lx->end && (*q == ' ' || *q == '\t' || *q == '\f')) {
      width = *q == '\t' ? (width / 8 + 1) * 8 : *q == ' ' ? width + 1 : 0;
      alt = *q == '\f' ? 0 : alt + 1;
      q++;
    }
    if (q < lx->end && *q == '#') {
      while (q < lx->end && *q != '\n') q++;
    }
    if (q < lx->end && (*q == '\n' || *q == '\r')) {
      if (*q == '\r' && q + 1 < lx->end && q[1] == '\n') q++;
      lx->p = q + 1;
      newline(lx, lx->p);
      continue;
    }
    lx->p = q;
    if (q >= lx->end) return false;
    layout_indent(lx, q, width, alt);
    return true;
  }
}

static void lex_all(Lexer *lx) {
  bool line_begin = !lx->fragment;
  for (;;) {
    if (line_begin) {
      if (!line_layout(lx)) break;
      line_begin = false;
    }
    const char *p = lx->p;
    if (p >= lx->end) break;
    char c = *p;
    if (c == ' ' || c == '\t' || c == '\f') {
      lx->p++;
    } else if (c == '#') {
      while (lx->p < lx->end && *lx->p != '\n') lx->p++;
    } else if (c == '\\' && (p + 1 < lx->end && (p[1] == '\n' || p[1] == '\r'))) {
      lx->p += p[1] == '\r' && p + 2 < lx->end && p[2] == '\n' ? 3 : 2;
      newline(lx, lx->p);
      if (lx->p >= lx->end) lx->out->trailing_backslash = true;
    } else if (c == '\\') { /* CPython's caret: just past the backslash */
      lx->p++;
      if (lx->p >= lx->end) {
        lx->out->trailing_backslash = true;
        error_here(lx, lx->p, "unexpected EOF while parsing");
      } else {
        error_here(lx, lx->p, "unexpected character after line continuation character");
      }
    } else if (c == '\n' || c == '\r') {
      lx->p += (c == '\r' && p + 1 < lx->end && p[1] == '\n') ? 2 : 1;
      if (lx->depth == 0 && !lx->fragment) {
        Token *t = push(lx, TK_NEWLINE, p, lx->line, col_of(lx, p));
        t->len = 0;
        line_begin = true;
      }
      newline(lx, lx->p);
      continue;
    } else {
      int flags;
      int pre = string_prefix(p, lx->end, &flags);
      if (pre >= 0) {
        lex_string(lx, pre, flags);
      } else if (isdigit((unsigned char)c) || (c == '.' && p + 1 < lx->end && isdigit((unsigned char)p[1]))) {
        lex_number(lx);
      } else if (at_name_char(lx, p, true)) {
        lex_name(lx);
      } else {
        lex_operator(lx);
      }
    }
  }
  if (lx->depth > 0 && !lx->stopped) {
    lx->out->open_bracket = true;
    if (!lx->fragment) report_unclosed(lx);
  }
  int n = lx->out->n;
  if (!lx->fragment && lx->depth == 0 && n > 0 && lx->out->toks[n - 1].kind != TK_NEWLINE &&
      lx->out->toks[n - 1].kind != TK_DEDENT && lx->out->toks[n - 1].kind != TK_INDENT) {
    push(lx, TK_NEWLINE, lx->p, lx->line, col_of(lx, lx->p))->len = 0;
  }
  while (!lx->fragment && lx->nindent > 0) {
    lx->nindent--;
    push(lx, TK_DEDENT, lx->p, lx->line, col_of(lx, lx->p));
  }
  push(lx, TK_EOF, lx->p, lx->line, col_of(lx, lx->p));
}

static void lex_init(Lexer *lx, const char *src, int len, Diag *d, Arena *a, LexResult *out) {
  memset(lx, 0, sizeof *lx);
  memset(out, 0, sizeof *out);
  lx->p = src;
  lx->end = src + len;
  lx->line = 1;
  lx->line_start = src;
  lx->diag = d;
  lx->arena = a;
  lx->out = out;
}

/* ---- source encoding: UTF-8 only (PEP 3120), checked strictly before lexing ---- */

/* The length of the well-formed UTF-8 sequence at p (1-4), or 0: no overlong forms, no
 * surrogates, nothing above U+10FFFF, as CPython's decoder. */
static int utf8_len(const unsigned char *p, const unsigned char *end) {
  unsigned c = p[0];
  if (c < 0x80) return 1;
  int n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (!n || end - p < n) return 0;
  unsigned lo = 0x80, hi = 0xBF; /* the second byte's range */
  if (c == 0xE0) lo = 0xA0;
  else if (c == 0xED) hi = 0x9F;
  else if (c == 0xF0) lo = 0x90;
  else if (c == 0xF4) hi = 0x8F;
  if (p[1] < lo || p[1] > hi) return 0;
  for (int k = 2; k < n; k++)
    if ((p[k] & 0xC0) != 0x80) return 0;
  return n;
}

/* A coding declaration on line 1 or 2 (PEP 263: `# -*- coding: NAME -*-`) naming an encoding
 * other than UTF-8: the name, else NULL. Weft reads UTF-8 source only. */
static bool other_coding(const char *src, const char *end, char *name, size_t cap) {
  const char *p = src;
  for (int line = 0; line < 2 && p < end; line++) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    const char *q = p;
    while (q < eol && (*q == ' ' || *q == '\t' || *q == '\f')) q++;
    if (q < eol && *q == '#') {
      for (const char *c = q; c + 6 < eol; c++) {
        if (memcmp(c, "coding", 6) != 0 || (c[6] != ':' && c[6] != '=')) continue;
        const char *v = c + 7;
        while (v < eol && (*v == ' ' || *v == '\t')) v++;
        size_t n = 0;
        while (v + n < eol && (isalnum((unsigned char)v[n]) || strchr("-_.", v[n])) && n + 1 < cap) n++;
        for (size_t k = 0; k < n; k++) name[k] = (char)tolower((unsigned char)v[k]);
        name[n] = 0;
        return n && strcmp(name, "utf-8") != 0 && strcmp(name, "utf8") != 0 &&
               strncmp(name, "utf-8-", 6) != 0 && strncmp(name, "utf_8", 5) != 0;
      }
    } else if (q < eol && *q != '\r') {
      break; /* only a comment or blank first line lets the second declare */
    }
    p = eol + 1;
  }
  return false;
}

/* False (after one error) when the source is not UTF-8: CPython's SyntaxError, fatal. */
static bool check_encoding(Lexer *lx) {
  char name[64];
  if (other_coding(lx->p, lx->end, name, sizeof name)) {
    Span sp = {1, 1, 1, 2};
    vm_diag_error(lx->diag, sp, "encoding '%s' is not supported in Weft: save the file as UTF-8", name);
    return false;
  }
  int line = 1;
  const char *line_start = lx->p;
  for (const unsigned char *p = (const unsigned char *)lx->p, *end = (const unsigned char *)lx->end; p < end;) {
    if (*p == '\n') {
      line++;
      line_start = (const char *)p + 1;
    }
    int n = utf8_len(p, end);
    if (n) {
      p += n;
      continue;
    }
    int col = (int)((const char *)p - line_start) + 1;
    Span sp = {line, col, line, col + 1};
    vm_diag_error(lx->diag, sp,
                  "Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, but no encoding "
                  "declared; see https://peps.python.org/pep-0263/ for details",
                  *p, lx->diag->file ? lx->diag->file : "<string>", line);
    return false;
  }
  return true;
}

void vm_lex(const char *src, Diag *d, Arena *a, LexResult *out) {
  Lexer lx;
  lex_init(&lx, src, (int)strlen(src), d, a, out);
  if (!check_encoding(&lx)) {
    push(&lx, TK_ERROR, src, 1, 1);
    push(&lx, TK_EOF, lx.end, 1, 1);
    return;
  }
  lex_all(&lx);
}

void vm_lex_fragment(const char *src, int len, int line, int col, Diag *d, Arena *a,
                     LexResult *out) {
  Lexer lx;
  lex_init(&lx, src, len, d, a, out);
  lx.line = line;
  lx.col_base = col - 1;
  lx.fragment = true;
  lx.depth = 1;
  lex_all(&lx);
  if (out->open_bracket && lx.depth == 1) out->open_bracket = false;
}

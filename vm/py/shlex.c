/* shlex.c — the shlex module: split (posix and comments), quote, join, and the lexer class
 * shlex with CPython's state machine (states ' ', 'a', 'c', a quote, an escape; posix quoting
 * and escapes, whitespace_split, commenters, wordchars, punctuation_chars; "No closing
 * quotation" and "No escaped character"). The lexer reads its options from the instance's
 * attributes at each token, so a program may change them as it goes, as with CPython's. An
 * input stream is read whole when the lexer is made (CPython reads it a character at a time);
 * not here: sources (source, sourcehook, push_source, pop_source), debug output. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

#define ST_NONE 0xFFFFFFFFu /* the state None: past the end */

typedef struct Lex {
  const char *text; /* the input's UTF-8 text, read from pos */
  int64_t n, pos, lineno;
  bool posix, ws_split;
  /* the character classes (str, borrowed) */
  Value whitespace, commenters, wordchars, quotes, escape, escapedquotes, punct;
  uint32_t state;
  StrBuf token;
  Value pushback;       /* deque of tokens (borrowed; RT_UNDEF: split's lexer, which needs none) */
  Value pushback_chars; /* list of characters (borrowed) when punct is not empty */
} Lex;

static bool in(Value set, uint32_t c) {
  const char *p = rt_str_data(set), *end = p + RT_AS(Str, set)->nbytes;
  while (p < end) {
    int len = 1;
    if (rt_utf8_decode(p, &len) == c) return true;
    p += len > 0 ? len : 1;
  }
  return false;
}

static Value char_str(uint32_t c) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_utf8_encode(&sb, c);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static void call_method1(Value obj, const char *name, Value arg) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 1, &arg, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

/* The next character (-1 at the end). */
static int64_t next_char(Lex *lx) {
  if (RT_AS(Str, lx->punct)->nbytes && RT_AS(List, lx->pushback_chars)->n) {
    List *l = RT_AS(List, lx->pushback_chars);
    Value c = l->items[--l->n];
    int len = 1;
    int64_t r = RT_AS(Str, c)->nbytes ? (int64_t)rt_utf8_decode(rt_str_data(c), &len) : -1;
    rt_decref(c);
    return r;
  }
  if (lx->pos >= lx->n) return -1;
  int len = 1;
  uint32_t c = rt_utf8_decode(lx->text + lx->pos, &len);
  lx->pos += len > 0 ? len : 1;
  return c;
}

static void skip_line(Lex *lx) {
  while (lx->pos < lx->n && lx->text[lx->pos++] != '\n') {
  }
  lx->lineno++;
}

static void push_char(Lex *lx, uint32_t c, bool to_chars) {
  Value s = char_str(c);
  int mark = rt_cleanup_push_value(&s);
  if (to_chars) rt_list_append(lx->pushback_chars, s);
  else if (!rt_is_undef(lx->pushback)) call_method1(lx->pushback, "appendleft", s);
  rt_cleanup_pop(mark, true);
}

/* read_token: the next raw token (a new reference: a str, or None in posix mode at the end). */
static Value read_token(Lex *lx) {
  bool quoted = false, punct = RT_AS(Str, lx->punct)->nbytes > 0;
  uint32_t escaped = ' ';
  for (;;) {
    rt_check_interrupt();
    int64_t ch = lx->state == ST_NONE ? -2 : next_char(lx);
    uint32_t c = ch < 0 ? 0 : (uint32_t)ch;
    if (ch == '\n') lx->lineno++;
    bool eof = ch == -1;
    bool emit_ok = lx->token.len || (lx->posix && quoted);
    if (lx->state == ST_NONE) {
      lx->token.len = 0;
      break;
    } else if (lx->state == ' ') {
      if (eof) {
        lx->state = ST_NONE;
        break;
      } else if (in(lx->whitespace, c)) {
        if (emit_ok) break;
      } else if (in(lx->commenters, c)) {
        skip_line(lx);
      } else if (lx->posix && in(lx->escape, c)) {
        escaped = 'a';
        lx->state = c;
      } else if (in(lx->wordchars, c)) {
        lx->token.len = 0;
        rt_utf8_encode(&lx->token, c);
        lx->state = 'a';
      } else if (in(lx->punct, c)) {
        lx->token.len = 0;
        rt_utf8_encode(&lx->token, c);
        lx->state = 'c';
      } else if (in(lx->quotes, c)) {
        if (!lx->posix) {
          lx->token.len = 0;
          rt_utf8_encode(&lx->token, c);
        }
        lx->state = c;
      } else if (lx->ws_split) {
        lx->token.len = 0;
        rt_utf8_encode(&lx->token, c);
        lx->state = 'a';
      } else {
        lx->token.len = 0;
        rt_utf8_encode(&lx->token, c);
        break;
      }
    } else if (in(lx->quotes, lx->state)) {
      quoted = true;
      if (eof) rt_raise(RT_EXC_ValueError, "No closing quotation");
      if (c == lx->state) {
        if (!lx->posix) {
          rt_utf8_encode(&lx->token, c);
          lx->state = ' ';
          break;
        }
        lx->state = 'a';
      } else if (lx->posix && in(lx->escape, c) && in(lx->escapedquotes, lx->state)) {
        escaped = lx->state;
        lx->state = c;
      } else {
        rt_utf8_encode(&lx->token, c);
      }
    } else if (in(lx->escape, lx->state)) {
      if (eof) rt_raise(RT_EXC_ValueError, "No escaped character");
      if (in(lx->quotes, escaped) && c != lx->state && c != escaped) rt_utf8_encode(&lx->token, lx->state);
      rt_utf8_encode(&lx->token, c);
      lx->state = escaped;
    } else if (lx->state == 'a' || lx->state == 'c') {
      if (eof) {
        lx->state = ST_NONE;
        break;
      } else if (in(lx->whitespace, c)) {
        lx->state = ' ';
        if (emit_ok) break;
      } else if (in(lx->commenters, c)) {
        skip_line(lx);
        if (lx->posix) {
          lx->state = ' ';
          if (emit_ok) break;
        }
      } else if (lx->state == 'c') {
        if (in(lx->punct, c)) {
          rt_utf8_encode(&lx->token, c);
        } else {
          if (!in(lx->whitespace, c)) push_char(lx, c, true);
          lx->state = ' ';
          break;
        }
      } else if (lx->posix && in(lx->quotes, c)) {
        lx->state = c;
      } else if (lx->posix && in(lx->escape, c)) {
        escaped = 'a';
        lx->state = c;
      } else if (in(lx->wordchars, c) || in(lx->quotes, c) || (lx->ws_split && !in(lx->punct, c))) {
        rt_utf8_encode(&lx->token, c);
      } else {
        push_char(lx, c, punct);
        lx->state = ' ';
        if (emit_ok) break;
      }
    }
  }
  Value r;
  if (lx->posix && !quoted && lx->token.len == 0) r = rt_none();
  else r = rt_str_new(lx->token.len ? lx->token.data : "", lx->token.len);
  lx->token.len = 0;
  return r;
}

/* ---- the class ---- */

static const char *const class_attrs[] = {"whitespace", "commenters", "wordchars", "quotes", "escape", "escapedquotes",
                                          "_punctuation_chars"};

/* A str attribute of the lexer (a new reference). */
static Value str_attr(Value obj, const char *name) {
  Value v = rt_getattr(obj, name);
  if (!rt_is_str(v)) {
    rt_decref(v);
    rt_raise(RT_EXC_TypeError, "shlex attribute '%s' must be a str", name);
  }
  return v;
}

static Value sh_read_token(ARGS) {
  (void)kw;
  rt_check_nargs("read_token", argc, NULL, 1, 1);
  Value obj = argv[0];
  (void)self;
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Lex lx = {0};
  rt_sb_init(&lx.token);
  rt_sb_cleanup_push(&lx.token);
  Value *sets[7] = {&lx.whitespace, &lx.commenters, &lx.wordchars, &lx.quotes, &lx.escape, &lx.escapedquotes, &lx.punct};
  for (int k = 0; k < 7; k++) {
    *sets[k] = str_attr(obj, class_attrs[k]);
    rt_list_append(keep, *sets[k]);
    rt_decref(*sets[k]);
  }
  Value text = str_attr(obj, "_weft_text");
  rt_list_append(keep, text);
  rt_decref(text);
  lx.text = rt_str_data(text);
  lx.n = RT_AS(Str, text)->nbytes;
  Value v = rt_getattr(obj, "_weft_pos");
  lx.pos = rt_to_index(v, "pos");
  rt_decref(v);
  v = rt_getattr(obj, "lineno");
  lx.lineno = rt_to_index(v, "lineno");
  rt_decref(v);
  v = rt_getattr(obj, "posix");
  lx.posix = rt_truthy(v);
  rt_decref(v);
  v = rt_getattr(obj, "whitespace_split");
  lx.ws_split = rt_truthy(v);
  rt_decref(v);
  v = rt_getattr(obj, "state");
  if (rt_is_none(v)) {
    lx.state = ST_NONE;
  } else {
    int len = 1;
    lx.state = rt_is_str(v) && RT_AS(Str, v)->nbytes ? rt_utf8_decode(rt_str_data(v), &len) : ' ';
  }
  rt_decref(v);
  Value tok = str_attr(obj, "token");
  rt_sb_putn(&lx.token, rt_str_data(tok), (size_t)RT_AS(Str, tok)->nbytes);
  rt_decref(tok);
  lx.pushback = rt_getattr(obj, "pushback");
  rt_list_append(keep, lx.pushback);
  rt_decref(lx.pushback);
  if (RT_AS(Str, lx.punct)->nbytes) {
    lx.pushback_chars = rt_getattr(obj, "_pushback_chars");
    rt_list_append(keep, lx.pushback_chars);
    rt_decref(lx.pushback_chars);
    if (!rt_is_list(lx.pushback_chars)) rt_raise(RT_EXC_TypeError, "_pushback_chars must be a list");
  }
  Value r = read_token(&lx);
  int rmark = rt_cleanup_push_value(&r);
  rt_setattr(obj, "_weft_pos", rt_int(lx.pos));
  rt_setattr(obj, "lineno", rt_int(lx.lineno));
  Value st = lx.state == ST_NONE ? rt_none() : char_str(lx.state);
  rt_setattr(obj, "state", st);
  rt_decref(st);
  Value empty = rt_str_from_c("");
  rt_setattr(obj, "token", empty);
  rt_decref(empty);
  rt_cleanup_pop(rmark, false); /* r is the caller's */
  rt_cleanup_pop(mark, true);
  return r;
}

static Value sh_get_token(ARGS) {
  (void)kw;
  rt_check_nargs("get_token", argc, NULL, 1, 1);
  Value pb = rt_getattr(argv[0], "pushback");
  int mark = rt_cleanup_push_value(&pb);
  if (rt_truthy(pb)) {
    Value f = rt_getattr(pb, "popleft");
    rt_cleanup_push_value(&f);
    Value r = rt_call(f, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_cleanup_pop(mark, true);
  return sh_read_token(self, argc, argv, NULL);
}

static Value sh_push_token(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("push_token", argc, NULL, 2, 2);
  Value pb = rt_getattr(argv[0], "pushback");
  int mark = rt_cleanup_push_value(&pb);
  call_method1(pb, "appendleft", argv[1]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value sh_iter(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("__iter__", argc, NULL, 1, 1);
  return (rt_incref(argv[0]), argv[0]);
}

static Value sh_next(ARGS) {
  (void)kw;
  rt_check_nargs("__next__", argc, NULL, 1, 1);
  Value tok = sh_get_token(self, argc, argv, NULL);
  int mark = rt_cleanup_push_value(&tok);
  Value eof = rt_getattr(argv[0], "eof");
  int emark = rt_cleanup_push_value(&eof);
  Value eq = rt_binop(RT_OP_EQ, tok, eof);
  bool end = rt_truthy(eq);
  rt_decref(eq);
  if (end) rt_raise(RT_EXC_StopIteration, "%s", "");
  rt_cleanup_pop(emark, true);
  rt_cleanup_pop(mark, false);
  return tok;
}

static Value sh_punctuation(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("punctuation_chars", argc, NULL, 1, 1);
  return rt_getattr(argv[0], "_punctuation_chars");
}

static void set_str(Value obj, const char *name, const char *text) {
  Value s = rt_str_from_c(text);
  int mark = rt_cleanup_push_value(&s);
  rt_setattr(obj, name, s);
  rt_cleanup_pop(mark, true);
}

static void set_new(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

/* The text of an input: a str, or what a stream's read() gives. */
static Value input_text(Value in) {
  if (rt_is_str(in)) return (rt_incref(in), in);
  Value f = rt_getattr(in, "read");
  int mark = rt_cleanup_push_value(&f);
  Value t = rt_call(f, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  if (!rt_is_str(t)) {
    rt_decref(t);
    rt_raise(RT_EXC_TypeError, "shlex input must be text");
  }
  return t;
}

static Value sh_init(ARGS) {
  (void)self;
  static const char *const names[] = {"self", "instream", "infile", "posix", "punctuation_chars"};
  Value a[5];
  py_parse_pyargs("__init__", argc, argv, kw, 5, names, 1, a);
  Value obj = a[0];
  bool posix = !rt_is_undef(a[3]) && rt_truthy(a[3]);
  Value instream = rt_is_undef(a[1]) ? rt_none() : a[1];
  if (rt_is_none(instream)) {
    set_new(obj, "instream", rt_import_attr("sys", "stdin"));
    rt_setattr(obj, "infile", rt_none());
  } else {
    rt_setattr(obj, "instream", instream);
    rt_setattr(obj, "infile", rt_is_undef(a[2]) ? rt_none() : a[2]);
  }
  Value src = instream;
  if (rt_is_none(instream)) src = rt_import_attr("sys", "stdin");
  else rt_incref(src);
  int mark = rt_cleanup_push_value(&src);
  set_new(obj, "_weft_text", input_text(src));
  rt_cleanup_pop(mark, true);
  rt_setattr(obj, "_weft_pos", rt_int(0));
  rt_setattr(obj, "posix", rt_bool(posix));
  if (posix) rt_setattr(obj, "eof", rt_none());
  else set_str(obj, "eof", "");
  set_str(obj, "commenters", "#");
  StrBuf wc, kept;
  rt_sb_init(&wc);
  rt_sb_init(&kept);
  mark = rt_sb_cleanup_push(&wc);
  rt_sb_cleanup_push(&kept);
  rt_sb_puts(&wc, "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
  if (posix) {
    for (uint32_t c = 0xDF; c <= 0xFF; c++)
      if (c != 0xF7) rt_utf8_encode(&wc, c);
    for (uint32_t c = 0xC0; c <= 0xDE; c++)
      if (c != 0xD7) rt_utf8_encode(&wc, c);
  }
  Value punct = rt_is_undef(a[4]) ? rt_bool(false) : a[4];
  Value pstr;
  if (!rt_truthy(punct)) pstr = rt_str_from_c("");
  else if (punct.tag == RT_BOOL) pstr = rt_str_from_c("();<>|&");
  else pstr = (rt_incref(punct), punct);
  rt_cleanup_push_value(&pstr);
  if (!rt_is_str(pstr)) rt_raise(RT_EXC_TypeError, "punctuation_chars must be a str");
  if (RT_AS(Str, pstr)->nbytes) {
    set_new(obj, "_pushback_chars", rt_list_new(0));
    rt_sb_puts(&wc, "~-./*?=");
    /* the punctuation characters leave wordchars */
    for (size_t i = 0; i < wc.len;) {
      int len = 1;
      uint32_t c = rt_utf8_decode(wc.data + i, &len);
      if (!in(pstr, c)) rt_utf8_encode(&kept, c);
      i += len > 0 ? (size_t)len : 1;
    }
    set_new(obj, "wordchars", rt_str_new(kept.data ? kept.data : "", kept.len));
  } else {
    set_new(obj, "wordchars", rt_str_new(wc.data, wc.len));
  }
  set_str(obj, "whitespace", " \t\r\n");
  rt_setattr(obj, "whitespace_split", rt_bool(false));
  set_str(obj, "quotes", "'\"");
  set_str(obj, "escape", "\\");
  set_str(obj, "escapedquotes", "\"");
  set_str(obj, "state", " ");
  Value deque = rt_import_attr("collections", "deque");
  rt_cleanup_push_value(&deque);
  set_new(obj, "pushback", rt_call(deque, 0, NULL, NULL));
  rt_setattr(obj, "lineno", rt_int(1));
  set_str(obj, "token", "");
  set_new(obj, "filestack", rt_call(deque, 0, NULL, NULL));
  rt_setattr(obj, "source", rt_none());
  rt_setattr(obj, "debug", rt_int(0));
  rt_setattr(obj, "_punctuation_chars", pstr);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- split, quote, join ---- */

static Value sh_split(ARGS) {
  (void)self;
  static const char *const names[] = {"s", "comments", "posix"};
  Value a[3];
  py_parse_pyargs("split", argc, argv, kw, 3, names, 1, a);
  if (rt_is_none(a[0])) rt_raise(RT_EXC_ValueError, "s argument must not be None");
  bool comments = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  bool posix = rt_is_undef(a[2]) || rt_truthy(a[2]);
  Value cls = rt_import_attr("shlex", "shlex");
  int mark = rt_cleanup_push_value(&cls);
  Value args[4] = {a[0], rt_none(), rt_bool(posix), rt_bool(false)};
  Value lex = rt_call(cls, 4, args, NULL);
  rt_cleanup_push_value(&lex);
  rt_setattr(lex, "whitespace_split", rt_bool(true));
  if (!comments) set_str(lex, "commenters", "");
  Value out = rt_list_new(0);
  int omark = rt_cleanup_push_value(&out);
  for (;;) {
    Value tok = sh_get_token(rt_none(), 1, &lex, NULL);
    if (rt_is_none(tok) || (!posix && rt_is_str(tok) && RT_AS(Str, tok)->nbytes == 0)) {
      rt_decref(tok);
      break;
    }
    rt_list_append(out, tok);
    rt_decref(tok);
  }
  rt_cleanup_pop(omark, false);
  rt_cleanup_pop(mark, true);
  return out;
}

static bool safe_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("_@%+=:,./-", c) != NULL;
}

static Value quote(Value s) {
  if (!rt_truthy(s)) return rt_str_from_c("''");
  if (!rt_is_str(s)) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(s));
  const char *p = rt_str_data(s);
  int64_t n = RT_AS(Str, s)->nbytes;
  bool safe = true;
  for (int64_t i = 0; i < n && safe; i++) safe = p[i] != 0 && safe_char((unsigned char)p[i]);
  if (safe) return (rt_incref(s), s);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putc(&sb, '\'');
  for (int64_t i = 0; i < n; i++) {
    if (p[i] == '\'') rt_sb_puts(&sb, "'\"'\"'");
    else rt_sb_putc(&sb, p[i]);
  }
  rt_sb_putc(&sb, '\'');
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value sh_quote(ARGS) {
  (void)self;
  static const char *const names[] = {"s"};
  Value a[1];
  py_parse_pyargs("quote", argc, argv, kw, 1, names, 1, a);
  return quote(a[0]);
}

static Value sh_join(ARGS) {
  (void)self;
  static const char *const names[] = {"split_command"};
  Value a[1];
  py_parse_pyargs("join", argc, argv, kw, 1, names, 1, a);
  Value it = rt_iter(a[0]), item;
  int mark = rt_cleanup_push_value(&it);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  bool first = true;
  while (rt_next(it, &item)) {
    int imark = rt_cleanup_push_value(&item);
    Value q = quote(item);
    rt_cleanup_push_value(&q);
    if (!first) rt_sb_putc(&sb, ' ');
    first = false;
    rt_sb_putn(&sb, rt_str_data(q), (size_t)RT_AS(Str, q)->nbytes);
    rt_cleanup_pop(imark, true);
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct Meth {
  const char *name;
  NativeFn fn;
} Meth;

void py_shlex_module_init(Value m) {
  static const Meth meths[] = {{"__init__", sh_init},       {"get_token", sh_get_token}, {"push_token", sh_push_token},
                               {"read_token", sh_read_token}, {"__iter__", sh_iter},       {"__next__", sh_next},
                               {NULL, NULL}};
  Value bases = rt_tuple_new(0);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("shlex", bases);
  rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  for (const Meth *k = meths; k->name; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "shlex.%s", k->name);
    rt_class_set(c, k->name, rt_native_method_new(k->name, qual, k->fn, rt_none()));
  }
  Value getter = rt_native_new("punctuation_chars", sh_punctuation);
  rt_cleanup_push_value(&getter);
  rt_class_set(c, "punctuation_chars", rt_property_new(getter, rt_none(), rt_none(), rt_none()));
  rt_class_set(c, "__module__", rt_str_from_c("shlex"));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "shlex", (rt_incref(cls), cls));
  rt_cleanup_pop(mark, true);
  rt_module_add_fn(m, "split", sh_split);
  rt_module_add_fn(m, "quote", sh_quote);
  rt_module_add_fn(m, "join", sh_join);
}

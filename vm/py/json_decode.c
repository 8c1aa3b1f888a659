/* json_decode.c — json.loads's parser: JSON text to dicts, lists, str, int, float, bool and
 * None (NaN, Infinity and -Infinity accepted, as CPython does). It scans the str's UTF-8
 * bytes; an error reports its position in characters, as "Expecting ',' delimiter: line 1
 * column 8 (char 7)", through a JSONDecodeError carrying msg, doc, pos, lineno and colno.
 * Where each message is raised follows CPython's C scanner. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"
#include "../obj/ops.h"
#include "json.h"

typedef struct Parser {
  Value doc;          /* the str */
  const char *s;      /* its bytes */
  int64_t n;          /* their number */
  Value err_cls;
  const JsonHooks *h;
} Parser;

int py_json_entry_frames(const JsonHooks *hooks, PyLibLine *out) {
  int n = 0;
  if (hooks->direct) return 0;
  if (hooks->via_load) out[n++] = PY_LIB_JSON_LOAD;
  out[n++] = hooks->with_cls ? PY_LIB_JSON_LOADS_CLS : PY_LIB_JSON_LOADS;
  return n;
}

/* Raise JSONDecodeError(msg, doc, pos) for byte offset at, with CPython's library frames. */
static _Noreturn void fail(const Parser *p, const char *msg, int64_t at) {
  int64_t pos = rt_str_char_index(p->doc, at), line = 1, last_nl = -1;
  for (int64_t k = 0; k < at; k++)
    if (p->s[k] == '\n') line++, last_nl = k;
  int64_t col = last_nl < 0 ? pos + 1 : pos - rt_str_char_index(p->doc, last_nl);
  Value text = rt_str_printf("%s: line %lld column %lld (char %lld)", msg, (long long)line, (long long)col,
                             (long long)pos);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(p->err_cls, 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  Value m = rt_str_from_c(msg);
  rt_cleanup_push_value(&m);
  rt_setattr(exc, "msg", m);
  rt_setattr(exc, "doc", p->doc);
  rt_setattr(exc, "pos", rt_int(pos));
  rt_setattr(exc, "lineno", rt_int(line));
  rt_setattr(exc, "colno", rt_int(col));
  PyLibLine frames[4];
  int n = py_json_entry_frames(p->h, frames);
  if (strcmp(msg, "Extra data") == 0) frames[n++] = PY_LIB_JSON_EXTRA_DATA;
  else {
    if (!p->h->raw) frames[n++] = PY_LIB_JSON_DECODE;
    frames[n++] = strcmp(msg, "Expecting value") == 0 ? PY_LIB_JSON_EXPECTING : PY_LIB_JSON_SCAN;
  }
  py_lib_frames_set(exc, frames, n);
  rt_raise_exc(exc); /* the cleanups drop text and this function's reference to exc */
}

static int64_t skip_ws(const Parser *p, int64_t i) {
  while (i < p->n && (p->s[i] == ' ' || p->s[i] == '\t' || p->s[i] == '\n' || p->s[i] == '\r')) i++;
  return i;
}

static int hex4(const Parser *p, int64_t i) {
  if (i + 4 > p->n) return -1;
  int v = 0;
  for (int k = 0; k < 4; k++) {
    char c = p->s[i + k];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/* One escape after the backslash at i (appended to sb); returns the index after it. */
static int64_t escape(const Parser *p, int64_t start, int64_t i, StrBuf *sb) {
  if (i + 1 >= p->n) fail(p, "Unterminated string starting at", start);
  char c = p->s[i + 1];
  const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
  const char *at = c ? strchr(from, c) : NULL;
  if (at) {
    rt_sb_putc(sb, to[at - from]);
    return i + 2;
  }
  if (c != 'u') fail(p, "Invalid \\escape", i);
  int cp = hex4(p, i + 2);
  if (cp < 0) fail(p, "Invalid \\uXXXX escape", i + 1);
  i += 6;
  if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < p->n && p->s[i] == '\\' && p->s[i + 1] == 'u') {
    int lo = hex4(p, i + 2);
    if (lo < 0) fail(p, "Invalid \\uXXXX escape", i + 1);
    if (lo >= 0xDC00 && lo <= 0xDFFF) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
      i += 6;
    }
  }
  rt_utf8_encode(sb, (uint32_t)cp);
  return i;
}

/* The string whose opening quote is at start; *end: the index after its closing quote. */
static Value parse_string(const Parser *p, int64_t start, int64_t *end) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int64_t i = start + 1;
  for (;;) {
    if (i >= p->n) fail(p, "Unterminated string starting at", start);
    unsigned char c = (unsigned char)p->s[i];
    if (c == '"') break;
    if (c < 0x20) fail(p, "Invalid control character at", i);
    if (c == '\\') {
      i = escape(p, start, i, &sb);
      continue;
    }
    int64_t run = i;
    while (i < p->n && p->s[i] != '"' && p->s[i] != '\\' && (unsigned char)p->s[i] >= 0x20) i++;
    rt_sb_putn(&sb, p->s + run, (size_t)(i - run));
  }
  *end = i + 1;
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static bool is_digit(const Parser *p, int64_t i) { return i < p->n && p->s[i] >= '0' && p->s[i] <= '9'; }

/* A number at i, or RT_UNDEF when none starts there. */
static Value parse_number(const Parser *p, int64_t i, int64_t *end) {
  int64_t k = i;
  if (k < p->n && p->s[k] == '-') k++;
  if (!is_digit(p, k)) return rt_undef();
  if (p->s[k] == '0') k++;
  else
    while (is_digit(p, k)) k++;
  bool is_float = false;
  if (k + 1 < p->n && p->s[k] == '.' && is_digit(p, k + 1)) {
    is_float = true;
    for (k += 2; is_digit(p, k);) k++;
  }
  if (k < p->n && (p->s[k] == 'e' || p->s[k] == 'E')) {
    int64_t e = k + 1;
    if (e < p->n && (p->s[e] == '+' || p->s[e] == '-')) e++;
    if (is_digit(p, e)) {
      while (is_digit(p, e)) e++;
      k = e;
      is_float = true;
    }
  }
  *end = k;
  char *text = rt_malloc((size_t)(k - i + 1));
  memcpy(text, p->s + i, (size_t)(k - i));
  text[k - i] = 0;
  int mark = rt_cleanup_push(free, text);
  Value v, str = rt_undef();
  rt_cleanup_push_value(&str);
  Value hook = is_float ? p->h->parse_float : p->h->parse_int;
  if (!rt_is_none(hook)) {
    str = rt_str_from_c(text);
    v = rt_call(hook, 1, &str, NULL);
  } else if (is_float) {
    v = rt_float(strtod(text, NULL));
  } else {
    str = rt_str_from_c(text);
    v = rt_int_parse(str, 10);
  }
  rt_cleanup_pop(mark, true);
  return v;
}

static Value parse_value(const Parser *p, int64_t i, int64_t *end);

static Value parse_array(const Parser *p, int64_t i, int64_t *end) {
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  i = skip_ws(p, i + 1);
  if (i < p->n && p->s[i] == ']') {
    *end = i + 1;
    rt_cleanup_pop(mark, false);
    return list;
  }
  for (;;) {
    Value v = parse_value(p, i, &i);
    rt_list_append(list, v);
    rt_decref(v);
    i = skip_ws(p, i);
    if (i < p->n && p->s[i] == ']') break;
    if (i >= p->n || p->s[i] != ',') fail(p, "Expecting ',' delimiter", i);
    i = skip_ws(p, i + 1);
  }
  *end = i + 1;
  rt_cleanup_pop(mark, false);
  return list;
}

static Value parse_object(const Parser *p, int64_t i, int64_t *end) {
  bool pairs = !rt_is_none(p->h->object_pairs_hook);
  Value d = pairs ? rt_list_new(0) : rt_dict_new(), key = rt_undef(), v = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&key);
  rt_cleanup_push_value(&v);
  i = skip_ws(p, i + 1);
  bool empty = i < p->n && p->s[i] == '}';
  while (!empty) {
    if (i >= p->n || p->s[i] != '"') fail(p, "Expecting property name enclosed in double quotes", i);
    key = parse_string(p, i, &i);
    i = skip_ws(p, i);
    if (i >= p->n || p->s[i] != ':') fail(p, "Expecting ':' delimiter", i);
    i = skip_ws(p, i + 1);
    v = parse_value(p, i, &i);
    if (pairs) {
      Value kv[2] = {key, v};
      Value t = rt_tuple_from(2, kv);
      rt_list_append(d, t);
      rt_decref(t);
    } else {
      rt_dict_set(d, key, v);
    }
    rt_decref(key);
    rt_decref(v);
    key = v = rt_undef();
    i = skip_ws(p, i);
    if (i < p->n && p->s[i] == '}') break;
    if (i >= p->n || p->s[i] != ',') fail(p, "Expecting ',' delimiter", i);
    i = skip_ws(p, i + 1);
  }
  *end = i + 1;
  if (pairs) { /* d is the list of (key, value) tuples, repeated keys included */
    Value r = rt_call(p->h->object_pairs_hook, 1, &d, NULL);
    rt_decref(d);
    d = r;
  } else if (!rt_is_none(p->h->object_hook)) {
    Value r = rt_call(p->h->object_hook, 1, &d, NULL);
    rt_decref(d);
    d = r;
  }
  rt_cleanup_pop(mark, false);
  return d;
}

static bool word(const Parser *p, int64_t i, const char *w) {
  size_t n = strlen(w);
  return i + (int64_t)n <= p->n && memcmp(p->s + i, w, n) == 0;
}

static Value parse_value(const Parser *p, int64_t i, int64_t *end) {
  if (i >= p->n) fail(p, "Expecting value", i);
  static const struct {
    const char *w;
    int kind;
  } words[] = {{"null", 0}, {"true", 1}, {"false", 2}, {"NaN", 3}, {"Infinity", 4}, {"-Infinity", 5}};
  switch (p->s[i]) {
  case '"':
    return parse_string(p, i, end);
  case '{': case '[': { /* nesting: CPython's RecursionError past the limit, not a C stack overflow */
    rt_recursion_enter(p->s[i] == '{' ? " while decoding a JSON object from a unicode string"
                                      : " while decoding a JSON array from a unicode string");
    Value v = p->s[i] == '{' ? parse_object(p, i, end) : parse_array(p, i, end);
    rt_recursion_leave();
    return v;
  }
  default:
    break;
  }
  for (size_t k = 0; k < sizeof words / sizeof *words; k++) {
    if (!word(p, i, words[k].w)) continue;
    *end = i + (int64_t)strlen(words[k].w);
    if (words[k].kind >= 3 && !rt_is_none(p->h->parse_constant)) {
      Value name = rt_str_from_c(words[k].w);
      int mark = rt_cleanup_push_value(&name);
      Value r = rt_call(p->h->parse_constant, 1, &name, NULL);
      rt_cleanup_pop(mark, true);
      return r;
    }
    switch (words[k].kind) {
    case 0: return rt_none();
    case 1: return rt_bool(true);
    case 2: return rt_bool(false);
    case 3: return rt_float(__builtin_nan(""));
    case 4: return rt_float(__builtin_inf());
    default: return rt_float(-__builtin_inf());
    }
  }
  Value num = parse_number(p, i, end);
  if (rt_is_undef(num)) fail(p, "Expecting value", i);
  return num;
}

Value py_json_decode(Value s, Value err_cls, const JsonHooks *hooks) {
  Parser p = {s, rt_str_data(s), RT_AS(Str, s)->nbytes, err_cls, hooks};
  int64_t end;
  Value v = parse_value(&p, skip_ws(&p, 0), &end);
  int mark = rt_cleanup_push_value(&v);
  end = skip_ws(&p, end);
  if (end != p.n) fail(&p, "Extra data", end);
  rt_cleanup_pop(mark, false);
  return v;
}

Value py_json_raw_decode(Value s, Value err_cls, const JsonHooks *hooks, int64_t idx, int64_t *end) {
  Parser p = {s, rt_str_data(s), RT_AS(Str, s)->nbytes, err_cls, hooks};
  /* an index past the end: "Expecting value" at the end */
  int64_t start = idx >= rt_str_char_index(s, p.n) ? p.n : rt_str_byte_offset(s, idx), stop;
  Value v = parse_value(&p, start, &stop);
  *end = rt_str_char_index(s, stop);
  return v;
}

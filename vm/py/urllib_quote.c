/* urllib_quote.c — urllib.parse's percent-encoding half, as CPython 3.11's: quote (UTF-8 or a
 * given encoding; the always-safe letters, digits and "_.-~" plus safe's ASCII characters kept,
 * every other byte %XX in upper case), quote_plus (' ' as '+'), quote_from_bytes, unquote and
 * unquote_plus (each run of ASCII text decoded with encoding and errors, 'replace' by default),
 * unquote_to_bytes, urlencode (a mapping or a sequence of pairs, doseq, safe, quote_via), and
 * parse_qsl / parse_qs with keep_blank_values, strict_parsing, max_num_fields and separator. */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"
#include "py.h"
#include "urllib_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static bool unset(Value v) { return rt_is_undef(v) || rt_is_none(v); }

static bool always_safe(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '-' || c == '~';
}

/* The ASCII bytes of safe (a str or bytes) marked in table. */
static void safe_table(Value safe, bool table[128]) {
  memset(table, 0, 128);
  for (int c = 0; c < 128; c++) table[c] = always_safe((unsigned char)c);
  const unsigned char *p;
  int64_t n;
  if (rt_is_str(safe)) {
    p = (const unsigned char *)rt_str_data(safe);
    n = RT_AS(Str, safe)->nbytes;
  } else if (rt_is_bytes_like(safe)) {
    p = RT_AS(Bytes, safe)->data;
    n = RT_AS(Bytes, safe)->n;
  } else {
    rt_raise(RT_EXC_TypeError, "'%s' object is not iterable", rt_type_name(safe));
  }
  for (int64_t i = 0; i < n; i++)
    if (p[i] < 128) table[p[i]] = true;
}

/* quote_from_bytes of n bytes with the safe table; plus: ' ' as '+'. */
static Value quote_bytes(const unsigned char *p, int64_t n, const bool table[128], bool plus) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n; i++) {
    if ((i & 0xFFFF) == 0xFFFF) rt_check_interrupt();
    unsigned char c = p[i];
    if (plus && c == ' ') rt_sb_putc(&sb, '+');
    else if (c < 128 && table[c]) rt_sb_putc(&sb, (char)c);
    else rt_sb_printf(&sb, "%%%02X", c);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static bool has_space(Value s) {
  if (rt_is_str(s)) return memchr(rt_str_data(s), ' ', (size_t)RT_AS(Str, s)->nbytes) != NULL;
  if (rt_is_bytes_like(s)) return RT_AS(Bytes, s)->n && memchr(RT_AS(Bytes, s)->data, ' ', (size_t)RT_AS(Bytes, s)->n);
  return false;
}

/* quote(string, safe, encoding, errors), plus for quote_plus's spaces. */
static Value do_quote(Value string, Value safe, Value encoding, Value errors, bool plus) {
  plus = plus && has_space(string);
  Value enc = rt_undef();
  int mark = rt_cleanup_push_value(&enc);
  if (rt_is_str(string)) {
    if (RT_AS(Str, string)->nbytes == 0) {
      rt_cleanup_pop(mark, false);
      return (rt_incref(string), string);
    }
    if (!unset(encoding) || !unset(errors)) {
      Value a[2] = {unset(encoding) ? rt_str_from_c("utf-8") : (rt_incref(encoding), encoding),
                    unset(errors) ? rt_str_from_c("strict") : (rt_incref(errors), errors)};
      int amark = rt_cleanup_push_value(&a[0]);
      rt_cleanup_push_value(&a[1]);
      enc = rt_str_encode(string, 2, a, NULL);
      rt_cleanup_pop(amark, true);
      string = enc;
    }
  } else if (rt_is_bytes_like(string)) {
    if (!unset(encoding)) rt_raise(RT_EXC_TypeError, "quote() doesn't support 'encoding' for bytes");
    if (!unset(errors)) rt_raise(RT_EXC_TypeError, "quote() doesn't support 'errors' for bytes");
  } else {
    rt_raise(RT_EXC_TypeError, "quote_from_bytes() expected bytes");
  }
  bool table[128];
  safe_table(safe, table);
  Value r;
  if (rt_is_str(string)) r = quote_bytes((const unsigned char *)rt_str_data(string), RT_AS(Str, string)->nbytes, table, plus);
  else r = quote_bytes(RT_AS(Bytes, string)->data, RT_AS(Bytes, string)->n, table, plus);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const quote_names[] = {"string", "safe", "encoding", "errors"};

static Value f_quote(ARGS) {
  (void)self;
  Value a[4];
  py_parse_pyargs("quote", argc, argv, kw, 4, quote_names, 1, a);
  Value safe = rt_is_undef(a[1]) ? rt_str_from_c("/") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&safe);
  Value r = do_quote(a[0], safe, a[2], a[3], false);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_quote_plus(ARGS) {
  (void)self;
  Value a[4];
  py_parse_pyargs("quote_plus", argc, argv, kw, 4, quote_names, 1, a);
  Value safe = rt_is_undef(a[1]) ? rt_str_from_c("") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&safe);
  Value r = do_quote(a[0], safe, a[2], a[3], true);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_quote_from_bytes(ARGS) {
  (void)self;
  static const char *const names[] = {"bs", "safe"};
  Value a[2];
  py_parse_pyargs("quote_from_bytes", argc, argv, kw, 2, names, 1, a);
  if (!rt_is_bytes_like(a[0])) rt_raise(RT_EXC_TypeError, "quote_from_bytes() expected bytes");
  if (RT_AS(Bytes, a[0])->n == 0) return rt_str_from_c("");
  bool table[128];
  Value safe = rt_is_undef(a[1]) ? rt_str_from_c("/") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&safe);
  safe_table(safe, table);
  rt_cleanup_pop(mark, true);
  return quote_bytes(RT_AS(Bytes, a[0])->data, RT_AS(Bytes, a[0])->n, table, false);
}

/* ---- unquoting ---- */

static int hexval(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* The percent escapes of p[0..n) decoded, appended to sb (plus: '+' as ' '). */
static void unescape(StrBuf *sb, const unsigned char *p, int64_t n, bool plus) {
  for (int64_t i = 0; i < n; i++) {
    if (p[i] == '%' && i + 2 < n && hexval(p[i + 1]) >= 0 && hexval(p[i + 2]) >= 0) {
      rt_sb_putc(sb, (char)(hexval(p[i + 1]) * 16 + hexval(p[i + 2])));
      i += 2;
    } else {
      rt_sb_putc(sb, plus && p[i] == '+' ? ' ' : (char)p[i]);
    }
  }
}

/* unquote(s, encoding, errors) of a str's text; plus: unquote_plus. */
static Value unquote_text(Value s, Value encoding, Value errors, bool plus) {
  const unsigned char *p = (const unsigned char *)rt_str_data(s);
  int64_t n = RT_AS(Str, s)->nbytes;
  if (!memchr(p, '%', (size_t)n) && !(plus && memchr(p, '+', (size_t)n))) return (rt_incref(s), s);
  Value enc = unset(encoding) ? rt_str_from_c("utf-8") : (rt_incref(encoding), encoding);
  int mark = rt_cleanup_push_value(&enc);
  Value err = unset(errors) ? rt_str_from_c("replace") : (rt_incref(errors), errors);
  rt_cleanup_push_value(&err);
  StrBuf out, run;
  rt_sb_init(&out);
  rt_sb_cleanup_push(&out);
  rt_sb_init(&run);
  rt_sb_cleanup_push(&run);
  for (int64_t i = 0; i < n;) {
    if (p[i] >= 0x80) {
      int64_t j = i;
      while (j < n && p[j] >= 0x80) j++;
      rt_sb_putn(&out, (const char *)p + i, (size_t)(j - i));
      i = j;
      continue;
    }
    int64_t j = i;
    while (j < n && p[j] < 0x80) j++;
    run.len = 0;
    unescape(&run, p + i, j - i, plus);
    Value b = rt_bytes_new(&rt_bytes_type, run.len ? run.data : "", run.len);
    int bmark = rt_cleanup_push_value(&b);
    Value text = rt_bytes_decode(b, enc, err);
    rt_cleanup_push_value(&text);
    if (!rt_is_str(text)) rt_raise(RT_EXC_TypeError, "decoding did not give a str");
    rt_sb_putn(&out, rt_str_data(text), (size_t)RT_AS(Str, text)->nbytes);
    rt_cleanup_pop(bmark, true);
    i = j;
  }
  Value r = rt_str_new(out.data ? out.data : "", out.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value unquote_any(const char *fname, bool plus, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"string", "encoding", "errors"};
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, 3, names, 1, a);
  if (rt_is_bytes_like(a[0]) && !plus) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    unescape(&sb, RT_AS(Bytes, a[0])->data, RT_AS(Bytes, a[0])->n, false);
    Value b = rt_bytes_new(&rt_bytes_type, sb.len ? sb.data : "", sb.len);
    rt_cleanup_push_value(&b);
    Value enc = rt_is_undef(a[1]) ? rt_str_from_c("utf-8") : (rt_incref(a[1]), a[1]);
    rt_cleanup_push_value(&enc);
    Value err = rt_is_undef(a[2]) ? rt_str_from_c("replace") : (rt_incref(a[2]), a[2]);
    rt_cleanup_push_value(&err);
    Value r = rt_bytes_decode(b, enc, err);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (plus && rt_is_bytes_like(a[0])) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not 'str'");
  if (plus && !rt_is_str(a[0]))
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'replace'", rt_type_name(a[0]));
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "argument of type '%s' is not iterable", rt_type_name(a[0]));
  return unquote_text(a[0], a[1], a[2], plus);
}

static Value f_unquote(ARGS) {
  (void)self;
  return unquote_any("unquote", false, argc, argv, kw);
}

static Value f_unquote_plus(ARGS) {
  (void)self;
  return unquote_any("unquote_plus", true, argc, argv, kw);
}

static Value f_unquote_to_bytes(ARGS) {
  (void)self;
  static const char *const names[] = {"string"};
  Value a[1];
  py_parse_pyargs("unquote_to_bytes", argc, argv, kw, 1, names, 1, a);
  const unsigned char *p;
  int64_t n;
  if (rt_is_str(a[0])) {
    p = (const unsigned char *)rt_str_data(a[0]);
    n = RT_AS(Str, a[0])->nbytes;
  } else if (rt_is_bytes_like(a[0])) {
    p = RT_AS(Bytes, a[0])->data;
    n = RT_AS(Bytes, a[0])->n;
  } else {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'split'", rt_type_name(a[0]));
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  unescape(&sb, p, n, false);
  Value r = rt_bytes_new(&rt_bytes_type, sb.len ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- query strings ---- */

/* parse_qsl's pairs (a new list of (name, value) tuples); the arguments as parse_qsl's. */
static Value qsl(const Value *a) {
  Value qs = a[0];
  if (!rt_is_str(qs)) {
    if (rt_truthy(qs)) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'decode'", rt_type_name(qs));
    qs = rt_undef();
  }
  bool keep = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  bool strict = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  UrlSv sep = {"&", 1};
  if (!rt_is_undef(a[6])) {
    if (!rt_is_str(a[6]) || RT_AS(Str, a[6])->nbytes == 0)
      rt_raise(RT_EXC_ValueError, "Separator must be of type string or bytes.");
    sep = (UrlSv){rt_str_data(a[6]), RT_AS(Str, a[6])->nbytes};
  }
  UrlSv s = rt_is_undef(qs) ? (UrlSv){"", 0} : (UrlSv){rt_str_data(qs), RT_AS(Str, qs)->nbytes};
  if (!unset(a[5])) {
    int64_t fields = 0;
    if (s.n) {
      fields = 1;
      for (int64_t i = 0; i + sep.n <= s.n;) {
        if (memcmp(s.p + i, sep.p, (size_t)sep.n) == 0) fields++, i += sep.n;
        else i++;
      }
    }
    Value lt = rt_binop(RT_OP_LT, a[5], rt_int(fields));
    bool over = rt_truthy(lt);
    rt_decref(lt);
    if (over) rt_raise(RT_EXC_ValueError, "Max number of fields exceeded");
  }
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; s.n && i <= s.n;) {
    int64_t e = i;
    while (e + sep.n <= s.n && memcmp(s.p + e, sep.p, (size_t)sep.n) != 0) e++;
    if (e + sep.n > s.n) e = s.n;
    UrlSv field = {s.p + i, e - i};
    i = e + sep.n;
    if (field.n == 0 && !strict) continue;
    int64_t eq = py_url_find(field, '=', 0);
    if (eq < 0) {
      if (strict) {
        Value f = py_url_str(field);
        rt_cleanup_push_value(&f);
        Value rep = rt_repr(f);
        rt_cleanup_push_value(&rep);
        rt_raise(RT_EXC_ValueError, "bad query field: %s", rt_str_data(rep));
      }
      if (!keep) continue;
    }
    UrlSv name = eq < 0 ? field : (UrlSv){field.p, eq};
    UrlSv value = eq < 0 ? (UrlSv){"", 0} : (UrlSv){field.p + eq + 1, field.n - eq - 1};
    if (!value.n && !keep) continue;
    Value ns = py_url_str(name);
    int pmark = rt_cleanup_push_value(&ns);
    Value vs = py_url_str(value);
    rt_cleanup_push_value(&vs);
    Value nu = unquote_text(ns, a[3], a[4], true);
    rt_cleanup_push_value(&nu);
    Value vu = unquote_text(vs, a[3], a[4], true);
    rt_cleanup_push_value(&vu);
    Value pair = rt_tuple_from(2, (Value[]){nu, vu});
    rt_cleanup_push_value(&pair);
    rt_list_append(out, pair);
    rt_cleanup_pop(pmark, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static const char *const qs_names[] = {"qs", "keep_blank_values", "strict_parsing", "encoding", "errors",
                                       "max_num_fields", "separator"};

static Value f_parse_qsl(ARGS) {
  (void)self;
  Value a[7];
  py_parse_pyargs("parse_qsl", argc, argv, kw, 7, qs_names, 1, a);
  return qsl(a);
}

static Value f_parse_qs(ARGS) {
  (void)self;
  Value a[7];
  py_parse_pyargs("parse_qs", argc, argv, kw, 7, qs_names, 1, a);
  Value pairs = qsl(a);
  int mark = rt_cleanup_push_value(&pairs);
  Value d = rt_dict_new();
  rt_cleanup_push_value(&d);
  List *l = RT_AS(List, pairs);
  for (int64_t k = 0; k < l->n; k++) {
    Value name = RT_AS(Tuple, l->items[k])->items[0], value = RT_AS(Tuple, l->items[k])->items[1];
    Value have = rt_dict_get(d, name);
    if (rt_is_undef(have)) {
      Value one = rt_list_from(1, &value);
      rt_dict_set(d, name, one);
      rt_decref(one);
    } else {
      rt_list_append(have, value);
    }
  }
  rt_cleanup_pop(mark, false);
  rt_decref(pairs);
  return d;
}

/* quote_via(x, safe) for bytes, quote_via(str(x), safe, encoding, errors) else. */
static Value quote_item(Value via, Value x, const Value *opts) {
  if (rt_is_bytes_like(x)) return rt_call(via, 2, (Value[]){x, opts[0]}, NULL);
  Value s = rt_to_str(x);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_call(via, 4, (Value[]){s, opts[0], opts[1], opts[2]}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void put_pair(StrBuf *sb, Value k, Value v) {
  if (!rt_is_str(k) || !rt_is_str(v)) rt_raise(RT_EXC_TypeError, "can only concatenate str (not \"%s\") to str", rt_type_name(rt_is_str(k) ? v : k));
  if (sb->len) rt_sb_putc(sb, '&');
  rt_sb_putn(sb, rt_str_data(k), (size_t)RT_AS(Str, k)->nbytes);
  rt_sb_putc(sb, '=');
  rt_sb_putn(sb, rt_str_data(v), (size_t)RT_AS(Str, v)->nbytes);
}

static Value f_urlencode(ARGS) {
  (void)self;
  static const char *const names[] = {"query", "doseq", "safe", "encoding", "errors", "quote_via"};
  Value a[6];
  py_parse_pyargs("urlencode", argc, argv, kw, 6, names, 1, a);
  bool doseq = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  Value opts[3] = {rt_is_undef(a[2]) ? rt_str_from_c("") : (rt_incref(a[2]), a[2]), rt_is_undef(a[3]) ? rt_none() : a[3],
                   rt_is_undef(a[4]) ? rt_none() : a[4]};
  int mark = rt_cleanup_push_value(&opts[0]);
  Value via = rt_is_undef(a[5]) ? rt_import_attr("urllib.parse", "quote_plus") : (rt_incref(a[5]), a[5]);
  rt_cleanup_push_value(&via);
  Value items = rt_undef(), query = a[0];
  rt_cleanup_push_value(&items);
  if (rt_try_getattr(query, "items", &items)) {
    Value f = items;
    items = rt_call(f, 0, NULL, NULL);
    rt_decref(f);
  } else {
    int64_t n = -1;
    if (rt_is_list(query) || rt_is_tuple(query)) {
      n = rt_len(query);
      Value first = n ? rt_getitem(query, rt_int(0)) : rt_none();
      bool tup = rt_is_tuple(first) || rt_coll_is_namedtuple(first);
      rt_decref(first);
      if (n && !tup) n = -1;
    }
    if (n < 0) rt_raise(RT_EXC_TypeError, "not a valid non-string sequence or mapping object");
    items = (rt_incref(query), query);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  Value it = rt_iter(items), pair;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &pair)) {
    int pmark = rt_cleanup_push_value(&pair);
    Value kv = rt_it_pool(pair);
    rt_cleanup_push_value(&kv);
    int64_t got = RT_AS(Tuple, kv)->n;
    if (got < 2) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 2, got %lld)", (long long)got);
    if (got > 2) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 2)");
    Value k = quote_item(via, RT_AS(Tuple, kv)->items[0], opts);
    rt_cleanup_push_value(&k);
    Value v = RT_AS(Tuple, kv)->items[1], q = rt_undef(), vit = rt_undef(), elt;
    rt_cleanup_push_value(&q);
    rt_cleanup_push_value(&vit);
    int64_t len = -1;
    if (doseq && !rt_is_str(v) && !rt_is_bytes_like(v)) {
      Value lenf;
      if (rt_try_getattr(v, "__len__", &lenf)) {
        rt_decref(lenf);
        len = 1;
      }
    }
    if (len < 0) {
      q = quote_item(via, v, opts);
      put_pair(&sb, k, q);
    } else {
      vit = rt_iter(v);
      while (rt_next(vit, &elt)) {
        int emark = rt_cleanup_push_value(&elt);
        Value eq = quote_item(via, elt, opts);
        rt_cleanup_push_value(&eq);
        put_pair(&sb, k, eq);
        rt_cleanup_pop(emark, true);
      }
    }
    rt_cleanup_pop(pmark, true);
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

void py_urllib_quote_init(Value m) {
  rt_module_add_fn(m, "quote", f_quote);
  rt_module_add_fn(m, "quote_plus", f_quote_plus);
  rt_module_add_fn(m, "quote_from_bytes", f_quote_from_bytes);
  rt_module_add_fn(m, "unquote", f_unquote);
  rt_module_add_fn(m, "unquote_plus", f_unquote_plus);
  rt_module_add_fn(m, "unquote_to_bytes", f_unquote_to_bytes);
  rt_module_add_fn(m, "urlencode", f_urlencode);
  rt_module_add_fn(m, "parse_qs", f_parse_qs);
  rt_module_add_fn(m, "parse_qsl", f_parse_qsl);
}

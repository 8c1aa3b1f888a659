/* json.c — the json module: dumps and dump (the encoder: indent, separators, sort_keys,
 * ensure_ascii, skipkeys, allow_nan, default, cls), loads and load (json_decode.c), the class
 * JSONEncoder (subclassed to override default) and JSONDecodeError. Output is CPython's byte
 * for byte: floats as repr, NaN/Infinity, "\uXXXX" escapes (surrogate pairs above U+FFFF),
 * dict keys converted to strings, and its TypeError/ValueError messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/format.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "json.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The encoder's options (JSONEncoder's attributes). */
typedef struct Enc {
  StrBuf sb;
  bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
  char *indent;             /* NULL: everything on one line */
  Value item_sep, key_sep;  /* str (borrowed) */
  Value dflt;               /* None: raise TypeError */
  Obj **stack;              /* the containers being encoded, for the circular check */
  int depth, cap;
} Enc;

static const char *const opt_names[] = {"skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                        "sort_keys", "indent", "separators", "default"};
enum { O_SKIPKEYS, O_ASCII, O_CIRCULAR, O_NAN, O_SORT, O_INDENT, O_SEPS, O_DEFAULT, O_COUNT };

static void put_float(Enc *e, double x) {
  if (x != x || x == __builtin_inf() || x == -__builtin_inf()) {
    if (!e->allow_nan) rt_raise(RT_EXC_ValueError, "Out of range float values are not JSON compliant");
    rt_sb_puts(&e->sb, x != x ? "NaN" : x > 0 ? "Infinity" : "-Infinity");
    return;
  }
  rt_format_float_repr(&e->sb, x);
}

static void put_string(Enc *e, Value s) {
  const char *p = rt_str_data(s), *end = p + RT_AS(Str, s)->nbytes;
  rt_sb_putc(&e->sb, '"');
  while (p < end) {
    unsigned char c = (unsigned char)*p;
    const char *esc = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\r' ? "\\r"
                    : c == '\t' ? "\\t" : c == '\b' ? "\\b" : c == '\f' ? "\\f" : NULL;
    if (esc) {
      rt_sb_puts(&e->sb, esc);
      p++;
    } else if (c < 0x20 || (c == 0x7f && e->ensure_ascii)) {
      rt_sb_printf(&e->sb, "\\u%04x", c);
      p++;
    } else if (c < 0x80 || !e->ensure_ascii) {
      rt_sb_putc(&e->sb, (char)c);
      p++;
    } else {
      int len;
      uint32_t cp = rt_utf8_decode(p, &len);
      p += len;
      if (cp >= 0x10000) {
        cp -= 0x10000;
        rt_sb_printf(&e->sb, "\\u%04x\\u%04x", 0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF));
      } else {
        rt_sb_printf(&e->sb, "\\u%04x", cp);
      }
    }
  }
  rt_sb_putc(&e->sb, '"');
}

static void newline(Enc *e, int depth) {
  if (!e->indent) return;
  rt_sb_putc(&e->sb, '\n');
  for (int k = 0; k < depth; k++) rt_sb_puts(&e->sb, e->indent);
}

static void put_str_value(Enc *e, Value s) { rt_sb_putn(&e->sb, rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes); }

/* v's JSON text at nesting level `level` (what indentation its inner lines get). */
static void encode(Enc *e, Value v, int level);

/* Marks container o as being encoded (ValueError when it already is). */
static void enter(Enc *e, Obj *o) {
  rt_recursion_enter(" while encoding a JSON object");
  if (!e->check_circular) return;
  for (int k = 0; k < e->depth; k++)
    if (e->stack[k] == o) rt_raise(RT_EXC_ValueError, "Circular reference detected");
  if (e->depth == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 16;
    e->stack = rt_realloc(e->stack, sizeof(Obj *) * (size_t)e->cap);
  }
  e->stack[e->depth++] = o;
}

static void leave(Enc *e) {
  rt_recursion_leave();
  if (e->check_circular) e->depth--;
}

static void encode_items(Enc *e, const Value *items, int64_t n, int level) {
  rt_sb_putc(&e->sb, '[');
  for (int64_t k = 0; k < n; k++) {
    if (k) put_str_value(e, e->item_sep);
    newline(e, level + 1);
    encode(e, items[k], level + 1);
  }
  if (n) newline(e, level);
  rt_sb_putc(&e->sb, ']');
}

/* A dict key as JSON's string (false: a key skipkeys drops). */
static bool put_key(Enc *e, Value k) {
  Value b = rt_unwrap_base(k);
  if (rt_is_str(b)) put_string(e, b);
  else if (b.tag == RT_BOOL) rt_sb_puts(&e->sb, b.as.b ? "\"true\"" : "\"false\"");
  else if (rt_is_none(b)) rt_sb_puts(&e->sb, "\"null\"");
  else if (b.tag == RT_FLOAT || rt_builtin_base(b) == RT_FLOAT) { /* np.float64 is a float */
    rt_sb_putc(&e->sb, '"');
    put_float(e, rt_to_double(b, "float"));
    rt_sb_putc(&e->sb, '"');
  } else if (rt_is_intlike(b)) {
    rt_sb_putc(&e->sb, '"');
    rt_sb_repr(&e->sb, b);
    rt_sb_putc(&e->sb, '"');
  } else if (e->skipkeys) {
    return false;
  } else {
    rt_raise(RT_EXC_TypeError, "keys must be str, int, float, bool or None, not %s", rt_type_name(k));
  }
  return true;
}

static void encode_dict(Enc *e, Value d, int level) {
  Value keys = rt_list_new(rt_dict_len(d));
  int mark = rt_cleanup_push_value(&keys);
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(d, &pos, &k, &v);) rt_list_append(keys, k);
  if (e->sort_keys) rt_list_sort(keys, rt_none(), false);
  rt_sb_putc(&e->sb, '{');
  List *l = RT_AS(List, keys);
  bool first = true;
  for (int64_t i = 0; i < l->n; i++) {
    size_t at = e->sb.len;
    if (!first) put_str_value(e, e->item_sep);
    newline(e, level + 1);
    if (!put_key(e, l->items[i])) {
      e->sb.len = at;
      continue;
    }
    first = false;
    put_str_value(e, e->key_sep);
    encode(e, rt_dict_get(d, l->items[i]), level + 1);
  }
  if (!first) newline(e, level);
  rt_sb_putc(&e->sb, '}');
  rt_cleanup_pop(mark, true);
}

/* type(v).__name__, which json's message shows: a C type's name without the module that its
 * rt_type_name carries (date, not datetime.date). */
static const char *class_name(Value v) {
  const char *t = rt_type_name(v), *dot = strrchr(t, '.');
  return dot ? dot + 1 : t;
}

/* What default(v) gives, encoded in v's place. */
static void encode_other(Enc *e, Value v, int level) {
  if (rt_is_none(e->dflt)) {
    rt_raise(RT_EXC_TypeError, "Object of type %s is not JSON serializable", class_name(v));
  }
  enter(e, v.as.o);
  Value r = rt_call(e->dflt, 1, &v, NULL);
  int mark = rt_cleanup_push_value(&r);
  encode(e, r, level);
  rt_cleanup_pop(mark, true);
  leave(e);
}

static void encode(Enc *e, Value v, int level) {
  Value b = rt_unwrap_base(v);
  if (rt_is_none(b)) rt_sb_puts(&e->sb, "null");
  else if (b.tag == RT_BOOL) rt_sb_puts(&e->sb, b.as.b ? "true" : "false");
  else if (b.tag == RT_FLOAT) put_float(e, b.as.f);
  else if (rt_builtin_base(b) == RT_FLOAT) put_float(e, rt_to_double(b, "float")); /* np.float64 */
  else if (rt_is_intlike(b)) rt_sb_repr(&e->sb, b);
  else if (rt_is_str(b)) put_string(e, b);
  else if (rt_is_list(b) || rt_is_tuple(b)) {
    enter(e, v.as.o);
    if (rt_is_list(b)) {
      Value copy = rt_list_from(RT_AS(List, b)->n, RT_AS(List, b)->items); /* default() may mutate */
      int mark = rt_cleanup_push_value(&copy);
      encode_items(e, RT_AS(List, copy)->items, RT_AS(List, copy)->n, level);
      rt_cleanup_pop(mark, true);
    } else {
      encode_items(e, RT_AS(Tuple, b)->items, RT_AS(Tuple, b)->n, level);
    }
    leave(e);
  } else if (rt_coll_is_namedtuple(v)) { /* a tuple to json: its field values */
    Value t = rt_call(rt_builtin_lookup("tuple"), 1, &v, NULL);
    int mark = rt_cleanup_push_value(&t);
    enter(e, v.as.o);
    encode_items(e, RT_AS(Tuple, t)->items, RT_AS(Tuple, t)->n, level);
    leave(e);
    rt_cleanup_pop(mark, true);
  } else if (rt_is_dict_subtype(b)) {
    enter(e, v.as.o);
    encode_dict(e, b, level);
    leave(e);
  } else {
    encode_other(e, v, level);
  }
}

static void enc_free(void *p) {
  Enc *e = p;
  rt_sb_free(&e->sb);
  free(e->indent);
  free(e->stack);
}

/* Fills e from the options (RT_UNDEF: the default); the separators stay owned by opts[]. */
static void enc_setup(Enc *e, Value *opts, Value *seps) {
  memset(e, 0, sizeof *e);
  rt_sb_init(&e->sb);
  e->skipkeys = !rt_is_undef(opts[O_SKIPKEYS]) && rt_truthy(opts[O_SKIPKEYS]);
  e->ensure_ascii = rt_is_undef(opts[O_ASCII]) || rt_truthy(opts[O_ASCII]);
  e->check_circular = rt_is_undef(opts[O_CIRCULAR]) || rt_truthy(opts[O_CIRCULAR]);
  e->allow_nan = rt_is_undef(opts[O_NAN]) || rt_truthy(opts[O_NAN]);
  e->sort_keys = !rt_is_undef(opts[O_SORT]) && rt_truthy(opts[O_SORT]);
  e->dflt = rt_is_undef(opts[O_DEFAULT]) ? rt_none() : opts[O_DEFAULT];
  Value ind = opts[O_INDENT];
  if (!rt_is_undef(ind) && !rt_is_none(ind)) {
    if (rt_is_str(ind)) {
      e->indent = rt_strdup(rt_str_data(ind));
    } else {
      int64_t n = rt_to_index(ind, "indent");
      e->indent = rt_calloc(1, (size_t)(n > 0 ? n : 0) + 1);
      memset(e->indent, ' ', (size_t)(n > 0 ? n : 0));
    }
  }
  Value s = opts[O_SEPS];
  if (!rt_is_undef(s) && !rt_is_none(s)) {
    Value it = rt_iter(s);
    int mark = rt_cleanup_push_value(&it);
    if (!rt_next(it, &seps[0]) || !rt_next(it, &seps[1])) {
      rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 2)");
    }
    rt_cleanup_pop(mark, true);
  } else {
    seps[0] = rt_str_from_c(e->indent ? "," : ", ");
    seps[1] = rt_str_from_c(": ");
  }
  e->item_sep = seps[0];
  e->key_sep = seps[1];
}

/* The JSON text of v under opts (a new str). */
static Value encode_to_str(Value v, Value *opts) {
  Enc e;
  Value seps[2] = {rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&seps[0]);
  rt_cleanup_push_value(&seps[1]);
  rt_cleanup_push(enc_free, &e);
  enc_setup(&e, opts, seps);
  if (!rt_is_str(e.item_sep) || !rt_is_str(e.key_sep)) {
    rt_raise(RT_EXC_TypeError, "make_encoder() argument 6 must be str, not %s",
             rt_type_name(rt_is_str(e.item_sep) ? e.key_sep : e.item_sep));
  }
  encode(&e, v, 0);
  Value out = rt_str_new(e.sb.data ? e.sb.data : "", e.sb.len);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- JSONEncoder: options as attributes, default() to override, encode() ---- */

static Value m_enc_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "JSONEncoder.__init__() takes 1 positional argument but %d were given", argc);
  Value o[O_COUNT];
  rt_parse_args("JSONEncoder.__init__", 0, NULL, kw, O_COUNT, opt_names, 0, o);
  Value self = argv[0];
  static const bool defaults[] = {false, true, true, true, false};
  for (int k = O_SKIPKEYS; k <= O_SORT; k++) rt_setattr(self, opt_names[k], rt_is_undef(o[k]) ? rt_bool(defaults[k]) : o[k]);
  rt_setattr(self, "indent", rt_is_undef(o[O_INDENT]) ? rt_none() : o[O_INDENT]);
  Value seps[2] = {rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&seps[0]);
  rt_cleanup_push_value(&seps[1]);
  Enc e;
  rt_cleanup_push(enc_free, &e);
  enc_setup(&e, o, seps);
  rt_setattr(self, "item_separator", seps[0]);
  rt_setattr(self, "key_separator", seps[1]);
  if (!rt_is_undef(o[O_DEFAULT]) && !rt_is_none(o[O_DEFAULT])) rt_setattr(self, "default", o[O_DEFAULT]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_enc_default(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("default", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  rt_raise(RT_EXC_TypeError, "Object of type %s is not JSON serializable", class_name(argv[1]));
}

static Value m_enc_encode(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("encode", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value self = argv[0], o[O_COUNT], held[O_COUNT + 2];
  for (int k = 0; k < O_COUNT + 2; k++) held[k] = rt_undef();
  int n = 0, mark = rt_cleanup_push_value(&held[0]);
  for (int k = 1; k < O_COUNT + 2; k++) rt_cleanup_push_value(&held[k]);
  for (int k = 0; k < O_COUNT; k++) {
    o[k] = rt_undef();
    if (k == O_SEPS || k == O_DEFAULT) continue;
    o[k] = held[n++] = rt_getattr(self, opt_names[k]);
  }
  Value seps[2];
  seps[0] = held[n++] = rt_getattr(self, "item_separator");
  seps[1] = held[n++] = rt_getattr(self, "key_separator");
  o[O_SEPS] = held[n++] = rt_tuple_from(2, seps);
  o[O_DEFAULT] = held[n++] = rt_getattr(self, "default");
  Value out = encode_to_str(argv[1], o);
  rt_cleanup_pop(mark, true);
  return out;
}

static void add_method(Value cls, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "JSONEncoder.%s", name);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

/* ---- dumps, dump, loads, load ---- */

static const char *const dumps_names[] = {"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                          "sort_keys", "indent", "separators", "default", "cls"};

/* dumps(obj, **options) after its positional count is checked; argv[0] is obj. */
static Value dumps_impl(const char *fname, Value obj, const Kwargs *kw) {
  Value a[11];
  rt_parse_args(fname, 1, &obj, kw, 10, dumps_names, 1, a);
  Value cls = a[9];
  if (rt_is_undef(cls) || rt_is_none(cls)) return encode_to_str(obj, a + 1);
  /* cls(**options).encode(obj), the options given by name only */
  const char *names[O_COUNT];
  Value values[O_COUNT];
  Kwargs sub = {0, names, values};
  for (int k = 0; k < O_COUNT; k++) {
    if (rt_is_undef(a[k + 1])) continue;
    names[sub.n] = opt_names[k];
    values[sub.n++] = a[k + 1];
  }
  Value enc = rt_call(cls, 0, NULL, sub.n ? &sub : NULL);
  int mark = rt_cleanup_push_value(&enc);
  Value fn = rt_getattr(enc, "encode");
  rt_cleanup_push_value(&fn);
  Value out = rt_call(fn, 1, &obj, NULL);
  rt_cleanup_pop(mark, true);
  return out;
}

typedef struct DumpsCall {
  Value obj;
  const Kwargs *kw;
  Value result;
} DumpsCall;

static void run_dumps(void *ud) {
  DumpsCall *c = ud;
  c->result = dumps_impl("dumps", c->obj, c->kw);
}

/* Does dumps use its one-shot C encoder, whose errors CPython's traceback shows under
 * dumps, encode and iterencode (indent=, cls= or default= take other paths)? *plain: with
 * every option at its default (the shared _default_encoder's line). */
static bool c_encoder_path(const Kwargs *kw, bool *plain) {
  *plain = true;
  for (int k = 0; kw && k < kw->n; k++) {
    const char *n = kw->names[k];
    Value v = kw->values[k];
    bool none = rt_is_none(v);
    if ((strcmp(n, "indent") == 0 || strcmp(n, "cls") == 0 || strcmp(n, "default") == 0) && !none) return false;
    if (strcmp(n, "ensure_ascii") == 0 || strcmp(n, "check_circular") == 0 || strcmp(n, "allow_nan") == 0) {
      *plain = *plain && rt_truthy(v);
    } else if (strcmp(n, "skipkeys") == 0 || strcmp(n, "sort_keys") == 0) {
      *plain = *plain && !rt_truthy(v);
    } else if (!none) {
      *plain = false;
    }
  }
  return true;
}

static Value j_dumps(ARGS) {
  (void)self;
  if (argc != 1) {
    if (argc == 0) rt_raise(RT_EXC_TypeError, "dumps() missing 1 required positional argument: 'obj'");
    rt_raise(RT_EXC_TypeError, "dumps() takes 1 positional argument but %d were given", argc);
  }
  bool plain;
  if (!c_encoder_path(kw, &plain)) return dumps_impl("dumps", argv[0], kw);
  DumpsCall c = {argv[0], kw, rt_undef()};
  if (rt_pcall(run_dumps, &c) == 0) return c.result;
  /* an error gets the frames of dumps, encode and iterencode; "not JSON serializable" comes
   * from JSONEncoder.default, one frame further */
  const Exception *e = rt_error_current();
  bool from_default = e->message && strstr(e->message, "is not JSON serializable");
  PyLibLine frames[4] = {plain ? PY_LIB_JSON_DUMPS : PY_LIB_JSON_DUMPS_KW, PY_LIB_JSON_ENCODE, PY_LIB_JSON_ITERENCODE,
                         PY_LIB_JSON_DEFAULT};
  py_lib_frames_append(frames, from_default ? 4 : 3);
  rt_reraise();
}

static Value write_to(Value fp, Value text) {
  Value w = rt_getattr(fp, "write");
  int mark = rt_cleanup_push_value(&w);
  Value r = rt_call(w, 1, &text, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value j_dump(ARGS) {
  (void)self;
  if (argc != 2) {
    if (argc < 2) {
      rt_raise(RT_EXC_TypeError, "dump() missing %d required positional argument%s: %s", 2 - argc,
               argc ? "" : "s", argc ? "'fp'" : "'obj' and 'fp'");
    }
    rt_raise(RT_EXC_TypeError, "dump() takes 2 positional arguments but %d were given", argc);
  }
  Value text = dumps_impl("dump", argv[0], kw);
  int mark = rt_cleanup_push_value(&text);
  write_to(argv[1], text);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const char *const loads_names[] = {"s",         "cls",       "object_hook",      "parse_float",
                                          "parse_int", "parse_constant", "object_pairs_hook", "strict"};

/* loads' TypeError for an argument that is neither str nor bytes, from its library line. */
static _Noreturn void not_text(const JsonHooks *h, Value arg) {
  Value msg = rt_str_printf("the JSON object must be str, bytes or bytearray, not %s", rt_type_name(arg));
  rt_cleanup_push_value(&msg);
  Value exc = rt_call(rt_exc_class(RT_EXC_TypeError), 1, &msg, NULL);
  rt_cleanup_push_value(&exc);
  PyLibLine frames[3];
  int n = h->via_load ? 1 : 0;
  frames[0] = PY_LIB_JSON_LOAD;
  frames[n++] = PY_LIB_JSON_LOADS_TYPE;
  py_lib_frames_set(exc, frames, n);
  rt_raise_exc(exc); /* the cleanups drop msg and this function's reference to exc */
}

/* json.loads(s, cls=a[1], **hooks) for a class given: the hooks given (not None) go to cls by
 * name, as CPython's loads passes them. */
static Value loads_cls(Value classes, Value s, const Value *a, const JsonHooks *h) {
  const char *names[6];
  Value values[6];
  Kwargs sub = {0, names, values};
  for (int k = 2; k < 8; k++) {
    if (rt_is_none(a[k]) && k != 7) continue;
    if (k == 7 && rt_is_undef(a[k])) continue;
    names[sub.n] = loads_names[k];
    values[sub.n++] = a[k];
  }
  Tuple *t = RT_AS(Tuple, classes);
  return py_json_loads_cls(a[1], t->items[1], t->items[0], s, &sub, h);
}

/* classes: the tuple (JSONDecodeError, JSONDecoder), the functions' bound self. */
static Value loads_impl(Value classes, const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 1) rt_raise(RT_EXC_TypeError, "%s() takes 1 positional argument but %d were given", fname, argc);
  Value a[8], err_cls = RT_AS(Tuple, classes)->items[0];
  py_parse_pyargs(fname, argc, argv, kw, 8, loads_names, 1, a);
  bool with_cls = false;
  for (int k = 1; k < 8; k++) {
    if (rt_is_undef(a[k]) && k != 7) a[k] = rt_none();
    with_cls = with_cls || (!rt_is_none(a[k]) && !rt_is_undef(a[k]));
  }
  JsonHooks h = {a[2], a[6], a[3], a[4], a[5], strcmp(fname, "load") == 0, with_cls, false, false};
  Value text = rt_str_arg(a[0]);
  if (rt_is_undef(text)) {
    if (!rt_is_bytes_like(a[0])) not_text(&h, a[0]);
    text = rt_bytes_decode(a[0], rt_undef(), rt_undef());
  } else {
    rt_incref(text);
  }
  int mark = rt_cleanup_push_value(&text);
  Value v = rt_is_none(a[1]) ? py_json_decode(text, err_cls, &h) : loads_cls(classes, text, a, &h);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value j_loads(ARGS) {
  return loads_impl(self, "loads", argc, argv, kw);
}

static Value j_load(ARGS) {
  if (argc == 0) rt_raise(RT_EXC_TypeError, "load() missing 1 required positional argument: 'fp'");
  if (argc != 1) rt_raise(RT_EXC_TypeError, "load() takes 1 positional argument but %d were given", argc);
  Value rd = rt_getattr(argv[0], "read");
  int mark = rt_cleanup_push_value(&rd);
  Value text = rt_call(rd, 0, NULL, NULL);
  rt_cleanup_push_value(&text);
  Value v = loads_impl(self, "load", 1, &text, kw);
  rt_cleanup_pop(mark, true);
  return v;
}

/* A class made as `class name(base)`; its qualname carries the module (classes have no
 * __module__ here) so that an uncaught error's last line reads as CPython's:
 * "json.decoder.JSONDecodeError: Expecting value: ...". */
static Value make_class(const char *name, const char *qualname, Value base) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c(qualname);
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c(name), bases, ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  return cls;
}

void rt_json_module_init(Value m) {
  Value err = make_class("JSONDecodeError", "json.decoder.JSONDecodeError", rt_exc_class(RT_EXC_ValueError));
  Value enc = make_class("JSONEncoder", "JSONEncoder", rt_undef());
  add_method(enc, "__init__", m_enc_init);
  add_method(enc, "default", m_enc_default);
  add_method(enc, "encode", m_enc_encode);
  rt_module_set(m, "JSONEncoder", enc);
  rt_module_add_fn(m, "dumps", j_dumps);
  rt_module_add_fn(m, "dump", j_dump);
  Value classes[2] = {err, py_json_decoder_class(err)};
  rt_module_set(m, "JSONDecoder", classes[1]);
  Value both = rt_tuple_from(2, classes);
  rt_module_set(m, "loads", rt_native_bind("loads", j_loads, both));
  rt_module_set(m, "load", rt_native_bind("load", j_load, both));
  rt_decref(both);
  rt_module_set(m, "JSONDecodeError", err);
}

/* json_decoder.c — json.JSONDecoder: the hooks as attributes (a subclass may set them in its
 * __init__ or override decode), decode(s) and raw_decode(s, idx). Both parse with
 * json_decode.c's parser; errors carry the library frames CPython's decoder.py shows when the
 * program calls them itself. json.loads(s, cls=...) comes here through py_json_loads_cls. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "json.h"
#include "py.h"

enum { H_OBJECT, H_FLOAT, H_INT, H_CONSTANT, H_STRICT, H_PAIRS, H_COUNT };

static const char *const init_names[] = {"object_hook", "parse_float", "parse_int", "parse_constant",
                                         "strict", "object_pairs_hook"};

static Value m_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "JSONDecoder.__init__() takes 1 positional argument but %d were given", argc);
  Value o[H_COUNT];
  rt_parse_args("JSONDecoder.__init__", 0, NULL, kw, H_COUNT, init_names, 0, o);
  if (rt_is_undef(o[H_STRICT])) o[H_STRICT] = rt_bool(true);
  for (int k = 0; k < H_COUNT; k++) {
    if (rt_is_undef(o[k])) o[k] = rt_none();
  }
  /* CPython keeps `parse_float or float` and `parse_int or int` */
  if (!rt_truthy(o[H_FLOAT])) o[H_FLOAT] = rt_builtin_lookup("float");
  if (!rt_truthy(o[H_INT])) o[H_INT] = rt_builtin_lookup("int");
  for (int k = 0; k < H_COUNT; k++) rt_setattr(argv[0], init_names[k], o[k]);
  return rt_none();
}

/* The decoder's hooks read from its attributes into h; held keeps the references. The
 * builtin float and int stand for no hook (the parser's own conversion is the same). */
static void hooks_of(Value self, JsonHooks *h, Value held[H_COUNT]) {
  for (int k = 0; k < H_COUNT; k++) {
    if (k == H_STRICT) continue;
    held[k] = rt_getattr(self, init_names[k]);
  }
  Value fl = held[H_FLOAT], in = held[H_INT];
  h->object_hook = held[H_OBJECT];
  h->object_pairs_hook = held[H_PAIRS];
  h->parse_float = rt_is(fl, rt_builtin_lookup("float")) ? rt_none() : fl;
  h->parse_int = rt_is(in, rt_builtin_lookup("int")) ? rt_none() : in;
  h->parse_constant = held[H_CONSTANT];
}

/* The str argument s of decode or raw_decode: CPython's messages for anything else come from
 * the whitespace regex decode applies first (raw_decode's from its scanner). */
static Value text_arg(Value s, bool raw) {
  Value t = rt_str_arg(s);
  if (!rt_is_undef(t)) return t;
  if (raw) rt_raise(RT_EXC_TypeError, "first argument must be a string, not %s", rt_type_name(s));
  if (rt_is_bytes_like(s)) rt_raise(RT_EXC_TypeError, "cannot use a string pattern on a bytes-like object");
  rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(s));
}

/* decode(s) with the decoder self's hooks; entry says which frames an error shows. */
static Value decode_with(Value self, Value err_cls, Value s, const JsonHooks *entry) {
  JsonHooks h = *entry;
  Value held[H_COUNT];
  for (int k = 0; k < H_COUNT; k++) held[k] = rt_undef();
  int mark = rt_cleanup_push_value(&held[0]);
  for (int k = 1; k < H_COUNT; k++) rt_cleanup_push_value(&held[k]);
  hooks_of(self, &h, held);
  Value v = py_json_decode(s, err_cls, &h);
  rt_cleanup_pop(mark, true);
  return v;
}

static const char *const decode_names[] = {"s"};

static Value m_decode(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  py_parse_method_args("JSONDecoder.decode", argv[0], argc - 1, argv + 1, kw, 1, decode_names, 1, a);
  Value s = text_arg(a[0], false);
  JsonHooks entry = {.direct = true};
  return decode_with(argv[0], data, s, &entry);
}

static const char *const raw_names[] = {"s", "idx"};

static Value m_raw_decode(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  py_parse_method_args("JSONDecoder.raw_decode", argv[0], argc - 1, argv + 1, kw, 2, raw_names, 1, a);
  Value s = text_arg(a[0], true);
  int64_t idx = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], NULL);
  if (idx < 0) rt_raise(RT_EXC_ValueError, "idx cannot be negative");
  JsonHooks h = {.direct = true, .raw = true};
  Value held[H_COUNT];
  for (int k = 0; k < H_COUNT; k++) held[k] = rt_undef();
  int mark = rt_cleanup_push_value(&held[0]);
  for (int k = 1; k < H_COUNT; k++) rt_cleanup_push_value(&held[k]);
  hooks_of(argv[0], &h, held);
  int64_t end;
  Value pair[2] = {py_json_raw_decode(s, data, &h, idx, &end), rt_undef()};
  rt_cleanup_push_value(&pair[0]);
  pair[1] = rt_int(end);
  Value out = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return out;
}

Value py_json_loads_cls(Value cls, Value base, Value err_cls, Value s, const Kwargs *kw, const JsonHooks *entry) {
  Value dec = rt_call(cls, 0, NULL, kw && kw->n ? kw : NULL);
  int mark = rt_cleanup_push_value(&dec);
  Value mine = rt_getattr(cls, "decode"), base_fn = rt_getattr(base, "decode");
  rt_cleanup_push_value(&mine);
  rt_cleanup_push_value(&base_fn);
  Value v, fn = rt_undef();
  rt_cleanup_push_value(&fn);
  if (rt_is(mine, base_fn)) {
    v = decode_with(dec, err_cls, s, entry); /* the frames of json.loads calling decode */
  } else {
    fn = rt_getattr(dec, "decode");
    v = rt_call(fn, 1, &s, NULL);
  }
  rt_cleanup_pop(mark, true);
  return v;
}

Value py_json_decoder_class(Value err_cls) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("JSONDecoder", bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("json.decoder"));
  rt_class_set(c, "__init__", rt_native_method_new("__init__", "JSONDecoder.__init__", m_init, rt_none()));
  rt_class_set(c, "decode", rt_native_method_new("decode", "JSONDecoder.decode", m_decode, err_cls));
  rt_class_set(c, "raw_decode", rt_native_method_new("raw_decode", "JSONDecoder.raw_decode", m_raw_decode, err_cls));
  rt_class_finish(cls, rt_none());
  return cls;
}

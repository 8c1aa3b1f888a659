/* np_chararray.c — np.chararray as NumPy 1.24 has it (numpy/core/defchararray.py), the basics:
 * np.char.array / np.char.asarray / np.chararray(shape, itemsize, unicode) make one; its items
 * read with trailing whitespace stripped (indexing, iteration, repr and print), comparisons
 * ignore trailing whitespace, + concatenates, * repeats, and the np.char functions are its
 * methods (a.upper(), a.strip(), ...), string results staying chararrays.
 *
 * A chararray holds a string array (np_strarray.h); operations run on it and wrap their string
 * results back. It is an np.ndarray to isinstance and issubclass (np_ndsub.c); NumPy's common
 * functions take it through np_charwrap.c.
 */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_chararray.h"
#include "np_internal.h"
#include "np_usersub.h"
#include "np_stats.h"
#include "np_strarray.h"

typedef struct NpCharArr {
  Obj hdr;
  Value data; /* an NpStrArr */
} NpCharArr;

static const ObjType chararray_type;
static bool is_chararray(Value v) { return rt_is_type(v, &chararray_type); }
#define DATA(v) (RT_AS(NpCharArr, v)->data)

static Value unwrap(Value v) { return is_chararray(v) ? DATA(v) : v; }
bool np_is_chararray(Value v) { return is_chararray(v); }
Value np_chararray_unwrap(Value v) { return unwrap(v); }

/* v (stolen) as a chararray when it is a string array; itself otherwise. */
static Value wrap(Value v) {
  if (!np_is_strarr(v)) return v;
  NpCharArr *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &chararray_type);
  c->data = v;
  return rt_obj(c);
}

Value np_chararray_wrap(Value v) { return wrap(v); }

static Value char_fn(const char *name) {
  Value np = rt_import("numpy");
  Value ch = rt_getattr(np, "char");
  rt_decref(np);
  Value f = rt_getattr(ch, name);
  rt_decref(ch);
  return f;
}

/* numpy.char.<name>(args...) on the operands unwrapped, its string result wrapped. */
static Value char_call(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value f = char_fn(name);
  int mark = rt_cleanup_push_value(&f);
  Value *args = rt_malloc(sizeof(Value) * (size_t)(argc > 0 ? argc : 1));
  rt_cleanup_push(free, args);
  for (int i = 0; i < argc; i++) args[i] = unwrap(argv[i]);
  Value r = rt_call(f, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return wrap(r);
}

/* The items with trailing whitespace stripped, in the array's own dtype (what NumPy shows). */
static Value stripped(Value self) {
  Value s = char_call("rstrip", 1, &self, NULL);
  int mark = rt_cleanup_push_value(&s);
  Value dt = rt_getattr(DATA(self), "dtype");
  rt_cleanup_push_value(&dt);
  Value r = np_callk("asarray", 2, (Value[]){unwrap(s), dt}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value chararray_repr(Value self) {
  Value s = stripped(self);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_repr(s);
  rt_cleanup_push_value(&r);
  /* "array(...)" -> "chararray(...)", continuation lines indented by the longer name */
  const char *p = rt_str_data(r);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "char");
  for (; *p; p++) {
    rt_sb_putc(&sb, *p);
    if (*p == '\n') rt_sb_puts(&sb, "    ");
  }
  Value out = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value chararray_str(Value self) {
  Value s = stripped(self);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_to_str(s);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An item read from the array: trailing whitespace stripped (a Python str or bytes). */
static Value strip_item(Value v) {
  const char *tn = rt_type_name(v);
  bool text = rt_is_str(v) || np_is_bytes(v) || !strcmp(tn, "numpy.str_") || !strcmp(tn, "str_") ||
              !strcmp(tn, "numpy.bytes_") || !strcmp(tn, "bytes_");
  if (!text) return wrap(v);
  int mark = rt_cleanup_push_value(&v);
  Value f = rt_getattr(v, "rstrip");
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value chararray_getitem(Value self, Value key) { return strip_item(rt_getitem(DATA(self), unwrap(key))); }
static void chararray_setitem(Value self, Value key, Value v) { rt_setitem(DATA(self), unwrap(key), unwrap(v)); }
static int64_t chararray_len(Value self) { return rt_len(DATA(self)); }

static Value chararray_iter(Value self) {
  int64_t n = rt_len(DATA(self));
  Value items = rt_list_new(n);
  int mark = rt_cleanup_push_value(&items);
  for (int64_t i = 0; i < n; i++) {
    Value it = chararray_getitem(self, rt_int(i));
    rt_list_append(items, it);
    rt_decref(it);
  }
  Value r = rt_iter(items);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Comparisons as compare_chararrays(a, b, op, rstrip=True); + and * as np.char.add/multiply. */
static Value chararray_binop(BinOp op, Value a, Value b) {
  static const char *const cmp[RT_BINOP_COUNT] = {[RT_OP_EQ] = "==", [RT_OP_NE] = "!=",
                                                  [RT_OP_LT] = "<",  [RT_OP_LE] = "<=",
                                                  [RT_OP_GT] = ">",  [RT_OP_GE] = ">="};
  if (op == RT_OP_ADD) return char_call("add", 2, (Value[]){a, b}, NULL);
  if (op == RT_OP_MUL) {
    if (!is_chararray(a)) return char_call("multiply", 2, (Value[]){b, a}, NULL);
    return char_call("multiply", 2, (Value[]){a, b}, NULL);
  }
  if (op >= RT_BINOP_COUNT || !cmp[op]) return rt_undef();
  Value x = np_call1("asarray", unwrap(a)), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  y = np_call1("asarray", unwrap(b));
  Value s = rt_str_from_c(cmp[op]);
  rt_cleanup_push_value(&s);
  Value r = char_call("compare_chararrays", 4, (Value[]){x, y, s, rt_bool(true)}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* a.<np.char function>(...): self holds (function, chararray). */
static Value method_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value f = RT_AS(Tuple, self)->items[0], arr = RT_AS(Tuple, self)->items[1];
  Value *args = rt_malloc(sizeof(Value) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, args);
  args[0] = DATA(arr);
  for (int i = 0; i < argc; i++) args[i + 1] = unwrap(argv[i]);
  Value r = rt_call(f, argc + 1, args, kw);
  rt_cleanup_pop(mark, true);
  return wrap(r);
}

/* a.<array method>(...): self holds (the method bound to the string array, chararray). */
static Value bound_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value f = RT_AS(Tuple, self)->items[0];
  Value *args = rt_malloc(sizeof(Value) * (size_t)(argc > 0 ? argc : 1));
  int mark = rt_cleanup_push(free, args);
  for (int i = 0; i < argc; i++) args[i] = unwrap(argv[i]);
  Value r = rt_call(f, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return wrap(r);
}

/* NumPy wraps argmax's integer result as a chararray, whose __array_finalize__ refuses it. */
static Value m_not_string(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  (void)argc;
  (void)argv;
  (void)kw;
  rt_raise(RT_EXC_ValueError, "Can only create a chararray from string data.");
}

static Value chararray_getattr(Value self, const char *name) {
  if (!strcmp(name, "argmax")) return rt_native_bind("argmax", m_not_string, self);
  if (!strcmp(name, "argmin")) return rt_native_bind("argmin", m_not_string, self);
  static const char *const own[] = {"array", "asarray", "chararray", "compare_chararrays",
                                    "equal", "not_equal", "less", "less_equal", "greater",
                                    "greater_equal", "add", "multiply", "str_len"};
  bool skip = name[0] == '_';
  for (size_t i = 0; i < sizeof own / sizeof own[0] && !skip; i++) skip = !strcmp(own[i], name);
  if (!skip) {
    Value np = rt_import("numpy");
    Value ch = rt_getattr(np, "char");
    rt_decref(np);
    Value f = rt_module_lookup(ch, name);
    if (!rt_is_undef(f)) {
      Value pair = rt_tuple_from(2, (Value[]){f, self});
      rt_decref(ch);
      int mark = rt_cleanup_push_value(&pair);
      Value r = rt_native_bind(name, method_call, pair);
      rt_cleanup_pop(mark, true);
      return r;
    }
    rt_decref(ch);
  }
  if (!strcmp(name, "view")) return rt_native_bind("view", np_strarr_m_view, self);
  if (!strcmp(name, "base")) return rt_getattr(DATA(self), "base"); /* as it is, not rewrapped */
  Value x = rt_getattr(DATA(self), name);
  if (rt_is_native(x)) { /* the array's methods: string results stay chararrays */
    Value pair = rt_tuple_from(2, (Value[]){x, self});
    rt_decref(x);
    int mark = rt_cleanup_push_value(&pair);
    Value r = rt_native_bind(name, bound_call, pair);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return wrap(x);
}

static void chararray_free(Obj *o) {
  rt_decref(((NpCharArr *)o)->data);
  free(o);
}

static Value chararray_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "chararray");
  rt_decref(np);
  return cls;
}

static const char *chararray_type_name(Value self) {
  (void)self;
  return "numpy.chararray";
}

static const ObjType chararray_type = {
    .name = "numpy.chararray", .free = chararray_free, .repr = chararray_repr,
    .str = chararray_str, .getattr = chararray_getattr, .getitem = chararray_getitem,
    .setitem = chararray_setitem, .len = chararray_len, .iter = chararray_iter,
    .binop = chararray_binop, .hash = rt_unhashable, .type_object = chararray_type_object,
    .type_name = chararray_type_name};

/* np.char.array(obj, itemsize=None, copy=True, unicode=None, order=None) and np.char.asarray
 * (copy=False): obj's text as a string array (cut or padded to itemsize). */
static Value make(const char *fname, int argc, const Value *argv, const Kwargs *kw, bool copy) {
  static const char *const names[] = {"obj", "itemsize", "copy", "unicode", "order"};
  Value v[5];
  rt_parse_args(fname, argc, argv, kw, 5, names, 1, v);
  Value obj = unwrap(v[0]);
  bool bytes = np_given(v[3]) && !rt_is_none(v[3]) ? !rt_truthy(v[3]) : false;
  Value dt = rt_undef();
  int mark = rt_cleanup_push_value(&dt);
  if (np_given(v[1]) && !rt_is_none(v[1]))
    dt = rt_str_printf("%c%lld", bytes ? 'S' : 'U', (long long)rt_to_index(v[1], "itemsize"));
  else if (np_given(v[3]) && !rt_is_none(v[3]))
    dt = rt_str_from_c(bytes ? "S" : "U");
  Value r;
  if (np_is_strarr(obj) && !copy && rt_is_undef(dt)) {
    rt_incref(obj);
    r = obj;
  } else {
    r = rt_is_undef(dt) ? np_call1("array", obj) : np_callk("array", 2, (Value[]){obj, dt}, 0, NULL, NULL);
  }
  rt_cleanup_pop(mark, true);
  if (!np_is_strarr(r)) {
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "np.char.%s of non-text values is not supported in Weft", fname);
  }
  return wrap(r);
}

static Value f_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make("array", argc, argv, kw, true);
}

static Value f_asarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make("asarray", argc, argv, kw, false);
}

/* np.chararray(shape, itemsize=1, unicode=False, ...): NumPy leaves the memory as it was;
 * Weft's is empty strings. */
static Value f_chararray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"shape", "itemsize", "unicode", "buffer", "offset",
                                      "strides", "order"};
  Value v[7];
  rt_parse_args("chararray", argc, argv, kw, 7, names, 1, v);
  if (np_given(v[3]) && !rt_is_none(v[3]))
    rt_raise(RT_EXC_TypeError, "np.chararray(buffer=) is not supported in Weft");
  bool uni = np_given(v[2]) && rt_truthy(v[2]);
  int64_t n = np_given(v[1]) ? rt_to_index(v[1], "itemsize") : 1;
  Value dt = rt_str_printf("%c%lld", uni ? 'U' : 'S', (long long)n);
  int mark = rt_cleanup_push_value(&dt);
  Value r = np_callk("zeros", 2, (Value[]){v[0], dt}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return wrap(r);
}

static bool is_class(Value v, const char *repr) {
  return rt_is_native(v) && RT_AS(NativeFunc, v)->repr_as && !strcmp(RT_AS(NativeFunc, v)->repr_as, repr);
}

/* a.view(), a.view(np.ndarray), a.view(np.chararray), a.view(its own dtype) of a string array
 * or chararray: a view of the same items (writes go through). */
Value np_strarr_m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "type"};
  Value v[2];
  rt_parse_args("view", argc, argv, kw, 2, names, 0, v);
  if (!is_chararray(self) && (np_usersub_is_class(v[0]) || np_usersub_is_class(v[1])))
    return np_usersub_view(self, v[0], v[1]); /* class C(np.ndarray) */
  NpStrArr *a = RT_AS(NpStrArr, unwrap(self));
  bool to_char = is_chararray(self), given = np_given(v[0]);
  Value cls = np_given(v[1]) ? v[1] : given && rt_is_native(v[0]) ? v[0] : rt_undef();
  if (!rt_is_undef(cls)) {
    if (is_class(cls, "<class 'numpy.chararray'>")) to_char = true;
    else if (is_class(cls, "<class 'numpy.ndarray'>")) to_char = false;
    else rt_raise(RT_EXC_TypeError, "a.view(%s) of a string array is not supported in Weft", rt_type_name(cls));
  } else if (given) {
    int64_t w = a->bytes ? np_bytes_dtype_width(v[0]) : np_str_dtype_width(v[0]);
    if (w != a->width) rt_raise(RT_EXC_TypeError, "a.view(dtype) of a string array to another dtype is not supported in Weft");
  }
  np_strarr_sync(a);
  Value r = np_strarr_view(a, a->ndim, a->shape, a->strides, a->items);
  return to_char ? wrap(r) : r;
}

void np_register_chararray(Value m, Value ch) {
  rt_module_add_fn(ch, "array", f_array);
  rt_module_add_fn(ch, "asarray", f_asarray);
  Value cls = rt_native_class("chararray", f_chararray, is_chararray, "<class 'numpy.chararray'>");
  rt_incref(cls);
  rt_module_set(ch, "chararray", cls);
  rt_module_set(m, "chararray", cls);
}

/* array.c — the array module: array.array, a list of machine numbers of one C type (its
 * typecode: b B u h H i I l L q Q f d) in one buffer, with the sequence protocol (indexing,
 * slices as arrays, slice assignment from arrays), append/extend/insert/pop/remove/index/
 * count/reverse/byteswap, tolist/tobytes/frombytes/fromlist/tounicode/buffer_info, repr as
 * CPython's, comparisons, + and *, and CPython's OverflowError/TypeError messages for items
 * a typecode cannot hold. Its memory is a buffer (buffer.h) for bytes(), np.frombuffer and
 * memoryview. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/buffer.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "array_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const ObjType array_type;
bool py_is_array(Value v) { return rt_is_type(v, &array_type); }
#define AR(v) RT_AS(PyArray, v)

static const char TYPECODES[] = "bBuhHiIlLqQfd";

int py_array_itemsize(char tc) {
  switch (tc) {
  case 'b': case 'B': return 1;
  case 'h': case 'H': return 2;
  case 'u': case 'i': case 'I': case 'f': return 4;
  default: return 8;
  }
}

static void array_free(Obj *o) {
  free(((PyArray *)o)->buf);
  free(o);
}

static void reserve(PyArray *a, int64_t n) {
  if (n <= a->cap) return;
  if (n > INT64_MAX / 2 / a->itemsize) rt_raise(RT_EXC_MemoryError, "%s", ""); /* cap * 2 * itemsize fits */
  int64_t cap = a->cap ? a->cap : 4;
  while (cap < n) cap *= 2;
  a->buf = rt_realloc(a->buf, (size_t)(cap * a->itemsize));
  a->cap = cap;
}

Value py_array_new(char tc, int64_t n) {
  PyArray *a = rt_malloc(sizeof *a);
  rt_obj_init(&a->hdr, &array_type);
  a->typecode = tc;
  a->itemsize = py_array_itemsize(tc);
  a->n = 0;
  a->cap = 0;
  a->buf = NULL;
  a->exports = 0;
  Value v = rt_obj(a);
  int mark = rt_cleanup_push_value(&v);
  reserve(a, n);
  a->n = n;
  if (n) memset(a->buf, 0, (size_t)(n * a->itemsize));
  rt_cleanup_pop(mark, false);
  return v;
}

/* ---- items ---- */

Value py_array_get(const PyArray *a, int64_t i) {
  const void *p = a->buf + i * a->itemsize;
  switch (a->typecode) {
  case 'b': return rt_int(*(const int8_t *)p);
  case 'B': return rt_int(*(const uint8_t *)p);
  case 'h': return rt_int(*(const int16_t *)p);
  case 'H': return rt_int(*(const uint16_t *)p);
  case 'i': return rt_int(*(const int32_t *)p);
  case 'I': return rt_int(*(const uint32_t *)p);
  case 'l': case 'q': return rt_int(*(const int64_t *)p);
  case 'L': case 'Q': return rt_int_from_u64(*(const uint64_t *)p);
  case 'f': return rt_float(*(const float *)p);
  case 'd': return rt_float(*(const double *)p);
  default: {
    uint32_t c = *(const uint32_t *)p;
    char s[5];
    int n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (n == 1) s[0] = (char)c;
    else if (n == 2) s[0] = (char)(0xC0 | c >> 6), s[1] = (char)(0x80 | (c & 0x3F));
    else if (n == 3) s[0] = (char)(0xE0 | c >> 12), s[1] = (char)(0x80 | (c >> 6 & 0x3F)), s[2] = (char)(0x80 | (c & 0x3F));
    else s[0] = (char)(0xF0 | c >> 18), s[1] = (char)(0x80 | (c >> 12 & 0x3F)), s[2] = (char)(0x80 | (c >> 6 & 0x3F)), s[3] = (char)(0x80 | (c & 0x3F));
    return rt_str_new(s, (size_t)n);
  }
  }
}

/* The code point of a one-character str; TypeError otherwise. */
static uint32_t unichar(Value v) {
  if (!rt_is_str(v) || RT_AS(Str, v)->nchars != 1) rt_raise(RT_EXC_TypeError, "array item must be unicode character");
  const unsigned char *s = (const unsigned char *)rt_str_data(v);
  if (s[0] < 0x80) return s[0];
  if (s[0] < 0xE0) return (uint32_t)(s[0] & 0x1F) << 6 | (s[1] & 0x3F);
  if (s[0] < 0xF0) return (uint32_t)(s[0] & 0x0F) << 12 | (uint32_t)(s[1] & 0x3F) << 6 | (s[2] & 0x3F);
  return (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3F) << 12 | (uint32_t)(s[2] & 0x3F) << 6 | (s[3] & 0x3F);
}

/* The int an integer typecode stores: TypeError for non-integers, CPython's OverflowError
 * for what does not fit. */
static void store_int(PyArray *a, void *p, Value v) {
  if (!rt_is_intlike(v) && !(v.tag == RT_OBJ && v.as.o->type->index))
    rt_raise(RT_EXC_TypeError, "'%s' object cannot be interpreted as an integer", rt_type_name(v));
  char tc = a->typecode;
  if (tc == 'L' || tc == 'Q') {
    uint64_t u;
    if (rt_int_sign(v) < 0) rt_raise(RT_EXC_OverflowError, tc == 'L' ? "can't convert negative value to unsigned int" : "can't convert negative int to unsigned");
    if (!rt_int_to_u64(v, &u)) rt_raise(RT_EXC_OverflowError, tc == 'L' ? "Python int too large to convert to C unsigned long" : "int too big to convert");
    *(uint64_t *)p = u;
    return;
  }
  int64_t i;
  if (!rt_int_to_i64(rt_is_intlike(v) ? v : rt_int(rt_to_index(v, NULL)), &i))
    rt_raise(RT_EXC_OverflowError, tc == 'q' ? "int too big to convert" : tc == 'I' && rt_int_sign(v) < 0 ? "can't convert negative value to unsigned int" : "Python int too large to convert to C long");
  static const struct {
    char tc;
    int64_t lo, hi;
    const char *name;
  } ranges[] = {{'b', -128, 127, "signed char"},           {'B', 0, 255, "unsigned byte integer"},
                {'h', -32768, 32767, "signed short integer"}, {'H', 0, 65535, "unsigned short"},
                {'i', INT32_MIN, INT32_MAX, "signed integer"}, {'I', 0, UINT32_MAX, "unsigned int"}};
  for (size_t k = 0; k < sizeof ranges / sizeof *ranges; k++) {
    if (ranges[k].tc != tc) continue;
    if (tc == 'I' && i < 0) rt_raise(RT_EXC_OverflowError, "can't convert negative value to unsigned int");
    if (i < ranges[k].lo) rt_raise(RT_EXC_OverflowError, "%s is less than minimum", ranges[k].name);
    if (i > ranges[k].hi) rt_raise(RT_EXC_OverflowError, "%s is greater than maximum", ranges[k].name);
  }
  switch (tc) {
  case 'b': *(int8_t *)p = (int8_t)i; break;
  case 'B': *(uint8_t *)p = (uint8_t)i; break;
  case 'h': *(int16_t *)p = (int16_t)i; break;
  case 'H': *(uint16_t *)p = (uint16_t)i; break;
  case 'i': *(int32_t *)p = (int32_t)i; break;
  case 'I': *(uint32_t *)p = (uint32_t)i; break;
  default: *(int64_t *)p = i; break;
  }
}

/* Stores v at p, converted for a's typecode. */
static void store(PyArray *a, void *p, Value v) {
  if (a->typecode == 'u') {
    *(uint32_t *)p = unichar(v);
  } else if (a->typecode == 'f' || a->typecode == 'd') {
    if (v.tag != RT_FLOAT && !rt_is_intlike(v) && !rt_is_scalar_number(v))
      rt_raise(RT_EXC_TypeError, "must be real number, not %s", rt_type_name(v));
    double d = rt_to_double(v, NULL);
    if (a->typecode == 'f') *(float *)p = (float)d;
    else *(double *)p = d;
  } else {
    store_int(a, p, v);
  }
}

void py_array_append(Value self, Value v) {
  PyArray *a = AR(self);
  char tmp[8];
  store(a, tmp, v); /* converted first: a failed item leaves the array as it was */
  reserve(a, a->n + 1);
  memcpy(a->buf + a->n * a->itemsize, tmp, (size_t)a->itemsize);
  a->n++;
}

/* ---- construction ---- */

static void extend_iterable(Value self, Value it_src) {
  Value it = rt_iter(it_src), x = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    py_array_append(self, x);
    rt_decref(x);
    x = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

static void from_bytes(Value self, const char *p, int64_t n) {
  PyArray *a = AR(self);
  if (n % a->itemsize) rt_raise(RT_EXC_ValueError, "bytes length not a multiple of item size");
  if (n == 0) return; /* p may be an empty array's NULL buffer */
  if (a->buf && p >= a->buf && p < a->buf + a->cap * a->itemsize) { /* a += a, a *= 2 */
    char *copy = rt_malloc((size_t)n);
    memcpy(copy, p, (size_t)n);
    int mark = rt_cleanup_push(free, copy);
    from_bytes(self, copy, n);
    rt_cleanup_pop(mark, true);
    return;
  }
  reserve(a, a->n + n / a->itemsize);
  memcpy(a->buf + a->n * a->itemsize, p, (size_t)n);
  a->n += n / a->itemsize;
}

static Value c_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "array.array() takes no keyword arguments");
  if (argc < 1 || argc > 2)
    rt_raise(RT_EXC_TypeError, "array() takes at %s 2 arguments (%d given)", argc < 1 ? "least 1" : "most", argc);
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "array expected at most 2 arguments, got %d", argc);
  Value tcv = argv[0];
  if (!rt_is_str(tcv) || RT_AS(Str, tcv)->nchars != 1)
    rt_raise(RT_EXC_TypeError, "array() argument 1 must be a unicode character, not %s", rt_type_name(tcv));
  char tc = rt_str_data(tcv)[0];
  if (!strchr(TYPECODES, tc) || !tc)
    rt_raise(RT_EXC_ValueError, "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)");
  Value a = py_array_new(tc, 0);
  int mark = rt_cleanup_push_value(&a);
  if (argc > 1) {
    Value init = argv[1];
    if (rt_is_str(init) && tc != 'u')
      rt_raise(RT_EXC_TypeError, "cannot use a str to initialize an array with typecode '%c'", tc);
    if (rt_is_bytes_like(init)) from_bytes(a, (const char *)RT_AS(Bytes, init)->data, RT_AS(Bytes, init)->n);
    else if (py_is_array(init) && AR(init)->typecode != tc && (tc == 'u' || AR(init)->typecode == 'u'))
      rt_raise(RT_EXC_TypeError, "cannot use a unicode array to initialize an array with typecode '%c'", tc);
    else extend_iterable(a, init);
  }
  rt_cleanup_pop(mark, false);
  return a;
}

/* ---- the buffer ---- */

static const char *array_buffer(Value v, int64_t *n) {
  if (!py_is_array(v)) return NULL;
  *n = AR(v)->n * AR(v)->itemsize;
  return AR(v)->buf ? AR(v)->buf : "";
}

/* ---- repr and the sequence slots ---- */

static Value array_repr(Value self) {
  PyArray *a = AR(self);
  if (a->n == 0) return rt_str_printf("array('%c')", a->typecode);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "array('%c', ", a->typecode);
  Value items = a->typecode == 'u' ? rt_undef() : rt_list_new(a->n);
  rt_cleanup_push_value(&items);
  if (a->typecode == 'u') {
    Value s = rt_str_from_c("");
    for (int64_t i = 0; i < a->n; i++) {
      Value c = py_array_get(a, i);
      Value t = rt_binop(RT_OP_ADD, s, c);
      rt_decref(c);
      rt_decref(s);
      s = t;
    }
    items = s;
  } else {
    for (int64_t i = 0; i < a->n; i++) {
      Value x = py_array_get(a, i);
      rt_list_append(items, x);
      rt_decref(x);
    }
  }
  Value r = rt_repr(items);
  rt_sb_printf(&sb, "%s)", rt_str_data(r));
  rt_decref(r);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static int64_t array_len(Value self) { return AR(self)->n; }

static int64_t index_of(Value self, Value key, const char *msg) {
  int64_t i = rt_to_index(key, NULL), n = AR(self)->n;
  if (i < 0) i += n;
  if (i < 0 || i >= n) rt_raise(RT_EXC_IndexError, "%s", msg);
  return i;
}

static bool is_index(Value key) { return rt_is_intlike(key) || (key.tag == RT_OBJ && key.as.o->type->index); }

static Value array_getitem(Value self, Value key) {
  PyArray *a = AR(self);
  if (is_index(key)) return py_array_get(a, index_of(self, key, "array index out of range"));
  if (!rt_is_type(key, &rt_slice_type)) rt_raise(RT_EXC_TypeError, "array indices must be integers");
  int64_t start, stop, step, n = rt_slice_indices(key, a->n, &start, &stop, &step);
  Value out = py_array_new(a->typecode, n);
  for (int64_t k = 0; k < n; k++)
    memcpy(AR(out)->buf + k * a->itemsize, a->buf + (start + k * step) * a->itemsize, (size_t)a->itemsize);
  return out;
}

static void need_same_kind(PyArray *a, Value v, const char *what) {
  if (!py_is_array(v)) rt_raise(RT_EXC_TypeError, "can only %s array (not \"%s\") to array%s", what, rt_type_name(v),
                                strcmp(what, "assign") ? "" : " slice");
  if (AR(v)->typecode != a->typecode) rt_raise(RT_EXC_TypeError, "bad argument type for built-in operation");
}

static void check_exports(PyArray *a) {
  if (a->exports) rt_raise(RT_EXC_BufferError, "cannot resize an array that is exporting buffers");
}

/* a[start:stop] = other's items (step 1); the sizes may differ. */
static void splice(PyArray *a, int64_t start, int64_t stop, const char *src, int64_t m) {
  int64_t old = stop - start, n = a->n, sz = a->itemsize;
  if (m != old) check_exports(a);
  char *copy = rt_malloc((size_t)(m * sz) + 1);
  if (m) memcpy(copy, src, (size_t)(m * sz)); /* src may be the array's own buffer */
  reserve(a, n - old + m);
  if (n > stop) memmove(a->buf + (start + m) * sz, a->buf + stop * sz, (size_t)((n - stop) * sz));
  if (m) memcpy(a->buf + start * sz, copy, (size_t)(m * sz));
  free(copy);
  a->n = n - old + m;
}

static void array_setitem(Value self, Value key, Value v) {
  PyArray *a = AR(self);
  if (is_index(key)) {
    int64_t i = index_of(self, key, "array assignment index out of range");
    store(a, a->buf + i * a->itemsize, v);
    return;
  }
  if (!rt_is_type(key, &rt_slice_type)) rt_raise(RT_EXC_TypeError, "array indices must be integers");
  need_same_kind(a, v, "assign");
  int64_t start, stop, step, n = rt_slice_indices(key, a->n, &start, &stop, &step);
  if (step == 1) {
    splice(a, start, start + n, AR(v)->buf, AR(v)->n);
    return;
  }
  if (AR(v)->n != n)
    rt_raise(RT_EXC_ValueError, "attempt to assign array of size %lld to extended slice of size %lld", (long long)AR(v)->n,
             (long long)n);
  char *copy = rt_malloc((size_t)(n * a->itemsize) + 1);
  if (n) memcpy(copy, AR(v)->buf, (size_t)(n * a->itemsize));
  for (int64_t k = 0; k < n; k++) memcpy(a->buf + (start + k * step) * a->itemsize, copy + k * a->itemsize, (size_t)a->itemsize);
  free(copy);
}

static void array_delitem(Value self, Value key) {
  PyArray *a = AR(self);
  if (is_index(key)) {
    int64_t i = index_of(self, key, "array assignment index out of range");
    splice(a, i, i + 1, NULL, 0);
    return;
  }
  if (!rt_is_type(key, &rt_slice_type)) rt_raise(RT_EXC_TypeError, "array indices must be integers");
  int64_t start, stop, step, n = rt_slice_indices(key, a->n, &start, &stop, &step);
  if (step < 0) start += (n - 1) * step, step = -step;
  for (int64_t k = n - 1; k >= 0; k--) splice(a, start + k * step, start + k * step + 1, NULL, 0);
}

/* ---- iteration ---- */

typedef struct ArrayIter {
  Obj hdr;
  Value array;
  int64_t pos;
} ArrayIter;

static void iter_free(Obj *o) {
  rt_decref(((ArrayIter *)o)->array);
  free(o);
}

static bool iter_next(Value self, Value *out) {
  ArrayIter *it = RT_AS(ArrayIter, self);
  if (it->pos >= AR(it->array)->n) return false;
  *out = py_array_get(AR(it->array), it->pos++);
  return true;
}

static Value iter_self(Value self) {
  rt_incref(self);
  return self;
}

static const ObjType arrayiter_type = {.name = "arrayiterator", .free = iter_free, .iter = iter_self, .next = iter_next};

static Value array_iter(Value self) {
  ArrayIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &arrayiter_type);
  rt_incref(self);
  it->array = self;
  it->pos = 0;
  return rt_obj(it);
}

static Value to_list(Value self) {
  PyArray *a = AR(self);
  Value l = rt_list_new(a->n);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < a->n; i++) {
    if ((i & 0xFFFFF) == 0 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
    Value x = py_array_get(a, i);
    rt_list_append(l, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static int array_contains(Value self, Value item) {
  for (int64_t i = 0; i < AR(self)->n; i++) {
    Value x = py_array_get(AR(self), i);
    int mark = rt_cleanup_push_value(&x);
    bool eq = rt_equal(x, item);
    rt_cleanup_pop(mark, true);
    if (eq) return 1;
  }
  return 0;
}

/* ---- operators ---- */

static Value concat(Value a, Value b) {
  Value out = py_array_new(AR(a)->typecode, 0);
  int mark = rt_cleanup_push_value(&out);
  from_bytes(out, AR(a)->buf, AR(a)->n * AR(a)->itemsize);
  from_bytes(out, AR(b)->buf, AR(b)->n * AR(b)->itemsize);
  rt_cleanup_pop(mark, false);
  return out;
}

static Value repeat(Value a, int64_t times) {
  Value out = py_array_new(AR(a)->typecode, 0);
  int mark = rt_cleanup_push_value(&out);
  if (AR(a)->n && times > INT64_MAX / 2 / AR(a)->itemsize / AR(a)->n) rt_raise(RT_EXC_MemoryError, "%s", "");
  if (times > 0) reserve(AR(out), AR(a)->n * times); /* at once: MemoryError before any copying */
  for (int64_t k = 0; k < times; k++) {
    if ((k & 0xFFF) == 0 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
    from_bytes(out, AR(a)->buf, AR(a)->n * AR(a)->itemsize);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value compare(BinOp op, Value a, Value b) {
  Value la = to_list(a), lb = rt_undef();
  int mark = rt_cleanup_push_value(&la);
  rt_cleanup_push_value(&lb);
  lb = to_list(b);
  Value r = rt_binop(op, la, lb);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value array_binop(BinOp op, Value a, Value b) {
  switch (op) {
  case RT_OP_ADD:
    if (!py_is_array(a)) return rt_undef();
    need_same_kind(AR(a), b, "append");
    return concat(a, b);
  case RT_OP_MUL: {
    Value arr = py_is_array(a) ? a : b, n = py_is_array(a) ? b : a;
    if (!is_index(n)) return rt_undef();
    int64_t times = rt_to_index(n, NULL);
    return repeat(arr, times < 0 ? 0 : times);
  }
  case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE:
    if (!py_is_array(a) || !py_is_array(b)) return rt_undef();
    return compare(op, a, b);
  default: return rt_undef();
  }
}

static Value array_inplace(BinOp op, Value a, Value b) {
  if (op == RT_OP_ADD) {
    need_same_kind(AR(a), b, "extend");
    check_exports(AR(a));
    from_bytes(a, AR(b)->buf, AR(b)->n * AR(b)->itemsize);
  } else if (op == RT_OP_MUL && is_index(b)) {
    check_exports(AR(a));
    int64_t times = rt_to_index(b, NULL), n = AR(a)->n * AR(a)->itemsize;
    if (times <= 0) AR(a)->n = 0;
    for (int64_t k = 1; k < times; k++) from_bytes(a, AR(a)->buf, n);
  } else {
    return rt_undef();
  }
  rt_incref(a);
  return a;
}

static int array_truthy(Value self) { return AR(self)->n != 0; }

/* ---- methods ---- */

static Value m_append(ARGS) {
  rt_check_args("append", argc, kw, 1, 1, RT_ARGS_ONE);
  check_exports(AR(self));
  py_array_append(self, argv[0]);
  return rt_none();
}

static Value m_extend(ARGS) {
  rt_check_args("extend", argc, kw, 1, 1, RT_ARGS_ONE);
  check_exports(AR(self));
  if (py_is_array(argv[0])) {
    if (AR(argv[0])->typecode != AR(self)->typecode) rt_raise(RT_EXC_TypeError, "can only extend with array of same kind");
    from_bytes(self, AR(argv[0])->buf, AR(argv[0])->n * AR(argv[0])->itemsize);
  } else {
    extend_iterable(self, argv[0]);
  }
  return rt_none();
}

static Value m_insert(ARGS) {
  rt_check_args("insert", argc, kw, 2, 2, RT_ARGS_CLINIC);
  PyArray *a = AR(self);
  check_exports(a);
  int64_t i = rt_to_index(argv[0], NULL), n = a->n;
  if (i < 0) i = i + n < 0 ? 0 : i + n;
  if (i > n) i = n;
  char tmp[8];
  store(a, tmp, argv[1]);
  splice(a, i, i, tmp, 1);
  return rt_none();
}

static Value m_pop(ARGS) {
  rt_check_args("pop", argc, kw, 0, 1, RT_ARGS_CLINIC);
  PyArray *a = AR(self);
  if (a->n == 0) rt_raise(RT_EXC_IndexError, "pop from empty array");
  int64_t i = argc ? rt_to_index(argv[0], NULL) : -1;
  if (i < 0) i += a->n;
  if (i < 0 || i >= a->n) rt_raise(RT_EXC_IndexError, "pop index out of range");
  check_exports(a);
  Value x = py_array_get(a, i);
  splice(a, i, i + 1, NULL, 0);
  return x;
}

/* The first index whose item equals v, -1 when none. */
static int64_t find(Value self, Value v) {
  for (int64_t i = 0; i < AR(self)->n; i++) {
    Value x = py_array_get(AR(self), i);
    int mark = rt_cleanup_push_value(&x);
    bool eq = rt_equal(x, v);
    rt_cleanup_pop(mark, true);
    if (eq) return i;
  }
  return -1;
}

static Value m_remove(ARGS) {
  rt_check_args("remove", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t i = find(self, argv[0]);
  if (i < 0) rt_raise(RT_EXC_ValueError, "array.remove(x): x not in array");
  check_exports(AR(self));
  splice(AR(self), i, i + 1, NULL, 0);
  return rt_none();
}

static Value m_index(ARGS) {
  rt_check_args("index", argc, kw, 1, 1, RT_ARGS_CLINIC);
  int64_t i = find(self, argv[0]);
  if (i < 0) rt_raise(RT_EXC_ValueError, "array.index(x): x not in array");
  return rt_int(i);
}

static Value m_count(ARGS) {
  rt_check_args("count", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t n = 0;
  for (int64_t i = 0; i < AR(self)->n; i++) {
    Value x = py_array_get(AR(self), i);
    int mark = rt_cleanup_push_value(&x);
    n += rt_equal(x, argv[0]);
    rt_cleanup_pop(mark, true);
  }
  return rt_int(n);
}

static Value m_reverse(ARGS) {
  (void)argv;
  rt_check_args("reverse", argc, kw, 0, 0, RT_ARGS_NONE);
  PyArray *a = AR(self);
  char tmp[8];
  for (int64_t i = 0, j = a->n - 1; i < j; i++, j--) {
    memcpy(tmp, a->buf + i * a->itemsize, (size_t)a->itemsize);
    memcpy(a->buf + i * a->itemsize, a->buf + j * a->itemsize, (size_t)a->itemsize);
    memcpy(a->buf + j * a->itemsize, tmp, (size_t)a->itemsize);
  }
  return rt_none();
}

static Value m_byteswap(ARGS) {
  (void)argv;
  rt_check_args("byteswap", argc, kw, 0, 0, RT_ARGS_NONE);
  PyArray *a = AR(self);
  for (int64_t i = 0; i < a->n; i++) {
    char *p = a->buf + i * a->itemsize;
    for (int l = 0, r = a->itemsize - 1; l < r; l++, r--) {
      char t = p[l];
      p[l] = p[r];
      p[r] = t;
    }
  }
  return rt_none();
}

static Value m_tolist(ARGS) {
  (void)argv;
  rt_check_args("tolist", argc, kw, 0, 0, RT_ARGS_NONE);
  return to_list(self);
}

static Value m_tobytes(ARGS) {
  (void)argv;
  rt_check_args("tobytes", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bytes_new(&rt_bytes_type, AR(self)->buf ? AR(self)->buf : "", (size_t)(AR(self)->n * AR(self)->itemsize));
}

static Value m_frombytes(ARGS) {
  rt_check_args("frombytes", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t n;
  const char *p = rt_buffer_of(argv[0], &n);
  if (!p) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(argv[0]));
  check_exports(AR(self));
  from_bytes(self, p, n);
  return rt_none();
}

static Value m_fromlist(ARGS) {
  rt_check_args("fromlist", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_list(argv[0])) rt_raise(RT_EXC_TypeError, "arg must be list");
  check_exports(AR(self));
  char tmp[8];
  for (int64_t i = 0; i < RT_AS(List, argv[0])->n; i++) store(AR(self), tmp, RT_AS(List, argv[0])->items[i]);
  for (int64_t i = 0; i < RT_AS(List, argv[0])->n; i++) py_array_append(self, RT_AS(List, argv[0])->items[i]);
  return rt_none();
}

static Value m_tounicode(ARGS) {
  (void)argv;
  rt_check_args("tounicode", argc, kw, 0, 0, RT_ARGS_NONE);
  if (AR(self)->typecode != 'u') rt_raise(RT_EXC_ValueError, "tounicode() may only be called on unicode type arrays");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < AR(self)->n; i++) {
    Value c = py_array_get(AR(self), i);
    rt_sb_putn(&sb, rt_str_data(c), (size_t)RT_AS(Str, c)->nbytes);
    rt_decref(c);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value m_fromunicode(ARGS) {
  rt_check_args("fromunicode", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "fromunicode() argument must be str, not %s", rt_type_name(argv[0]));
  if (AR(self)->typecode != 'u') rt_raise(RT_EXC_ValueError, "fromunicode() may only be called on unicode type arrays");
  extend_iterable(self, argv[0]);
  return rt_none();
}

static Value m_buffer_info(ARGS) {
  (void)argv;
  rt_check_args("buffer_info", argc, kw, 0, 0, RT_ARGS_NONE);
  Value items[2] = {rt_int((int64_t)(intptr_t)AR(self)->buf), rt_int(AR(self)->n)};
  return rt_tuple_from(2, items);
}

static Value m_copy(ARGS) {
  (void)argv;
  rt_check_args("__copy__", argc, kw, 0, 0, RT_ARGS_NONE);
  return repeat(self, 1);
}

/* The items are numbers: a deep copy is a copy. */
static Value m_deepcopy(ARGS) {
  (void)argv;
  rt_check_args("__deepcopy__", argc, kw, 1, 1, RT_ARGS_ONE);
  return repeat(self, 1);
}

typedef struct ArrMethod {
  const char *name;
  RtMethodFn fn;
} ArrMethod;

static const ArrMethod methods[] = {
    {"append", m_append},       {"extend", m_extend},         {"insert", m_insert},     {"pop", m_pop},
    {"remove", m_remove},       {"index", m_index},           {"count", m_count},       {"reverse", m_reverse},
    {"byteswap", m_byteswap},   {"tolist", m_tolist},         {"tobytes", m_tobytes},   {"frombytes", m_frombytes},
    {"fromlist", m_fromlist},   {"tounicode", m_tounicode},   {"fromunicode", m_fromunicode},
    {"buffer_info", m_buffer_info}, {"__copy__", m_copy},     {"__deepcopy__", m_deepcopy}, {NULL, NULL}};

static RtMethodFn array_method(Value self, const char *name) {
  (void)self;
  for (const ArrMethod *m = methods; m->name; m++)
    if (!strcmp(m->name, name)) return m->fn;
  return NULL;
}

static Value array_getattr(Value self, const char *name) {
  if (!strcmp(name, "itemsize")) return rt_int(AR(self)->itemsize);
  if (!strcmp(name, "typecode")) return rt_str_new(&AR(self)->typecode, 1);
  for (const ArrMethod *m = methods; m->name; m++)
    if (!strcmp(m->name, name)) return rt_native_bind(m->name, m->fn, self);
  return rt_undef();
}

/* np.array(a) and the ufuncs: a NumPy copy of the items in their C type (NumPy's buffer
 * protocol reading), through np.frombuffer. */
static Value array_as_numpy(Value self) {
  static const char *const codes = "bBhHiIlLqQfdu";
  static const char *const names[] = {"int8",  "uint8",  "int16", "uint16",  "int32",   "uint32", "int64",
                                      "uint64", "int64", "uint64", "float32", "float64", "<U1"};
  const char *dt = names[strchr(codes, AR(self)->typecode) - codes];
  if (AR(self)->typecode == 'u') {
    Value l = to_list(self);
    int mark = rt_cleanup_push_value(&l);
    Value np = rt_import("numpy");
    rt_cleanup_push_value(&np);
    Value f = rt_getattr(np, "array");
    rt_cleanup_push_value(&f);
    Value r = rt_call(f, 1, &l, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value np = rt_import("numpy"), f = rt_undef(), view = rt_undef(), cp = rt_undef();
  int mark = rt_cleanup_push_value(&np);
  rt_cleanup_push_value(&f);
  rt_cleanup_push_value(&view);
  rt_cleanup_push_value(&cp);
  f = rt_getattr(np, "frombuffer");
  const char *kn[] = {"dtype"};
  Value kv[] = {rt_str_from_c(dt)};
  rt_cleanup_push_value(&kv[0]);
  Kwargs k = {1, kn, kv};
  view = rt_call(f, 1, &self, &k);
  cp = rt_getattr(view, "copy");
  Value r = rt_call(cp, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct ModState {
  Value array_class; /* borrowed: the module holds it */
} ModState;
static RtStateKey mod_key = {"array", sizeof(ModState), NULL, NULL, 0};

static Value array_type_object(Value self) {
  (void)self;
  Value cls = ((ModState *)rt_runtime_state(&mod_key))->array_class;
  rt_incref(cls);
  return cls;
}

static const ObjType array_type = {
    .name = "array.array",
    .free = array_free,
    .repr = array_repr,
    .getattr = array_getattr,
    .getitem = array_getitem,
    .setitem = array_setitem,
    .delitem = array_delitem,
    .iter = array_iter,
    .len = array_len,
    .truthy = array_truthy,
    .binop = array_binop,
    .inplace_binop = array_inplace,
    .contains = array_contains,
    .hash = rt_unhashable,
    .method = array_method,
    .type_object = array_type_object,
    .as_array = array_as_numpy,
};

void rt_array_module_init(Value m) {
  ModState *st = rt_runtime_state(&mod_key);
  st->array_class = rt_native_class("array", c_array, py_is_array, "<class 'array.array'>");
  rt_module_set(m, "array", st->array_class);
  rt_incref(st->array_class);
  rt_module_set(m, "ArrayType", st->array_class);
  rt_module_set(m, "typecodes", rt_str_from_c(TYPECODES));
  rt_buffer_register(array_buffer);
}

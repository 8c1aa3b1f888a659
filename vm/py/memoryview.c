/* memoryview.c — the builtin memoryview: a view of the memory of bytes, bytearray,
 * array.array (or anything else with a buffer, buffer.h) as items of a struct format,
 * without copying. One-dimensional views index, slice (with steps: the view keeps a byte
 * stride), iterate and assign in place (writable exporters only); cast() reinterprets a
 * contiguous view as another format and shape (CPython's rule: one side a byte format);
 * tolist/tobytes/hex copy out; release() and `with` end the view, after which CPython's
 * ValueError follows every use. An array.array or a bytearray cannot be resized while viewed. */
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
enum { MAXDIM = 8 };

typedef struct MemView {
  Obj hdr;
  Value obj;               /* the exporter */
  int64_t offset;          /* bytes from the start of its buffer to item 0 */
  int ndim;
  int64_t shape[MAXDIM];
  int64_t strides[MAXDIM]; /* in bytes */
  char fmt;
  char ftext[4];           /* the format as shown: fmt itself, or one only shown ('Zd', 'e') */
  int itemsize;
  bool readonly, released;
} MemView;

static const ObjType memview_type;
#define MV(v) RT_AS(MemView, v)
static bool is_memview(Value v) { return rt_is_type(v, &memview_type); }

static int fmt_size(char f) {
  switch (f) {
  case 'b': case 'B': case 'c': case '?': return 1;
  case 'h': case 'H': return 2;
  case 'i': case 'I': case 'f': case 'u': return 4;
  case 'l': case 'L': case 'q': case 'Q': case 'd': case 'n': case 'N': case 'P': return 8;
  default: return 0;
  }
}

static void check_live(const MemView *m) {
  if (m->released) rt_raise(RT_EXC_ValueError, "operation forbidden on released memoryview object");
}

/* The exporter's memory now (a bytearray may have moved) and its length: for a strided export
 * (a NumPy array), all the memory it reaches, from its lowest byte. */
static char *base_of(const MemView *m, int64_t *len) {
  const char *p = rt_buffer_span_hook ? rt_buffer_span_hook(m->obj, len) : NULL;
  if (!p) p = rt_buffer_of(m->obj, len);
  return (char *)p;
}

static int64_t nitems(const MemView *m) {
  int64_t n = 1;
  for (int d = 0; d < m->ndim; d++) n *= m->shape[d];
  return n;
}

/* The address of the item at byte offset off from item 0, checked against the buffer. */
static char *at(const MemView *m, int64_t off) {
  int64_t len;
  char *b = base_of(m, &len);
  int64_t pos = m->offset + off;
  if (!b || pos < 0 || pos + m->itemsize > len) rt_raise(RT_EXC_IndexError, "memoryview: underlying buffer has shrunk");
  return b + pos;
}

static void export_change(Value obj, int by) {
  if (py_is_array(obj)) RT_AS(PyArray, obj)->exports += by;
  else if (rt_is_type(obj, &rt_bytearray_type)) RT_AS(Bytes, obj)->exports += by;
}

static Value view_new(Value obj, char fmt, bool readonly) {
  MemView *m = rt_malloc(sizeof *m);
  memset(m, 0, sizeof *m);
  rt_obj_init(&m->hdr, &memview_type);
  rt_incref(obj);
  m->obj = obj;
  m->fmt = fmt;
  m->ftext[0] = fmt;
  m->itemsize = fmt_size(fmt);
  m->readonly = readonly;
  m->ndim = 1;
  export_change(obj, 1);
  return rt_obj(m);
}

static void release(MemView *m) {
  if (m->released) return;
  m->released = true;
  export_change(m->obj, -1);
}

static void memview_free(Obj *o) {
  MemView *m = (MemView *)o;
  release(m);
  rt_decref(m->obj);
  free(o);
}

/* ---- items ---- */

static Value get_item(const MemView *m, const char *p) {
  switch (m->fmt) {
  case 'b': return rt_int(*(const int8_t *)p);
  case 'B': return rt_int(*(const uint8_t *)p);
  case 'h': return rt_int(*(const int16_t *)p);
  case 'H': return rt_int(*(const uint16_t *)p);
  case 'i': return rt_int(*(const int32_t *)p);
  case 'I': return rt_int(*(const uint32_t *)p);
  case 'l': case 'q': case 'n': return rt_int(*(const int64_t *)p);
  case 'L': case 'Q': case 'N': case 'P': return rt_int_from_u64(*(const uint64_t *)p);
  case 'f': return rt_float(*(const float *)p);
  case 'd': return rt_float(*(const double *)p);
  case '?': return rt_bool(*p != 0);
  case 'c': return rt_bytes_new(&rt_bytes_type, p, 1);
  default:
    if (!m->fmt) rt_raise(RT_EXC_NotImplementedError, "memoryview: unsupported format %s", m->ftext);
    rt_raise(RT_EXC_NotImplementedError, "memoryview: format %s not supported", m->ftext);
  }
}

static void set_item(const MemView *m, char *p, Value v) {
  char f = m->fmt;
  if (f == 'f' || f == 'd') {
    if (v.tag != RT_FLOAT && !rt_is_intlike(v)) rt_raise(RT_EXC_TypeError, "memoryview: invalid type for format '%c'", f);
    double d = rt_to_double(v, NULL);
    if (f == 'f') *(float *)p = (float)d;
    else *(double *)p = d;
    return;
  }
  if (f == 'c') {
    if (!rt_is_type(v, &rt_bytes_type) || RT_AS(Bytes, v)->n != 1) rt_raise(RT_EXC_ValueError, "memoryview: invalid value for format 'c'");
    *p = (char)RT_AS(Bytes, v)->data[0];
    return;
  }
  if (f == '?') {
    *p = rt_truthy(v);
    return;
  }
  if (!rt_is_intlike(v)) rt_raise(RT_EXC_TypeError, "memoryview: invalid type for format '%c'", f);
  int64_t i;
  uint64_t u;
  bool is_unsigned = strchr("BHILQNP", f) != NULL;
  bool fits = is_unsigned ? rt_int_sign(v) >= 0 && rt_int_to_u64(v, &u) : rt_int_to_i64(v, &i);
  if (is_unsigned && fits) i = (int64_t)u;
  int sz = m->itemsize;
  if (fits && sz < 8) {
    int64_t lo = is_unsigned ? 0 : -(INT64_C(1) << (8 * sz - 1));
    int64_t hi = is_unsigned ? (INT64_C(1) << (8 * sz)) - 1 : (INT64_C(1) << (8 * sz - 1)) - 1;
    fits = i >= lo && i <= hi;
  }
  if (!fits) rt_raise(RT_EXC_ValueError, "memoryview: invalid value for format '%c'", f);
  memcpy(p, &i, (size_t)sz); /* little-endian: the low bytes */
}

/* ---- construction ---- */

static Value make_view(Value obj) {
  if (is_memview(obj)) {
    MemView *src = MV(obj);
    check_live(src);
    Value v = view_new(src->obj, src->fmt, src->readonly);
    MemView *m = MV(v);
    memcpy(m->ftext, src->ftext, sizeof m->ftext);
    m->itemsize = src->itemsize;
    m->offset = src->offset;
    m->ndim = src->ndim;
    memcpy(m->shape, src->shape, sizeof m->shape);
    memcpy(m->strides, src->strides, sizeof m->strides);
    return v;
  }
  RtStridedBuffer sb;
  if (rt_strided_buffer_hook && rt_strided_buffer_hook(obj, &sb)) {
    Value v = view_new(obj, sb.fmt, sb.readonly);
    MemView *m = MV(v);
    memcpy(m->ftext, sb.format, sizeof m->ftext);
    m->ftext[3] = 0;
    m->itemsize = sb.itemsize;
    m->ndim = sb.ndim;
    m->offset = sb.offset;
    memcpy(m->shape, sb.shape, sizeof m->shape);
    memcpy(m->strides, sb.strides, sizeof m->strides);
    return v;
  }
  int64_t len;
  if (!rt_buffer_of(obj, &len)) rt_raise(RT_EXC_TypeError, "memoryview: a bytes-like object is required, not '%s'", rt_type_name(obj));
  char fmt = 'B';
  bool readonly = !rt_is_type(obj, &rt_bytearray_type);
  if (py_is_array(obj)) fmt = RT_AS(PyArray, obj)->typecode, readonly = false;
  Value v = view_new(obj, fmt == 'u' ? 'u' : fmt, readonly);
  MemView *m = MV(v);
  if (!m->itemsize) m->itemsize = 1;
  m->shape[0] = len / m->itemsize;
  m->strides[0] = m->itemsize;
  return v;
}

static Value c_memoryview(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"object"};
  Value a[1];
  rt_parse_args("memoryview", argc, argv, kw, 1, names, 1, a);
  return make_view(a[0]);
}

/* ---- the sequence slots ---- */

static int64_t memview_len(Value self) {
  check_live(MV(self));
  return MV(self)->ndim ? MV(self)->shape[0] : 1;
}

/* m[i, j, ...]: the byte offset of the item (one index per dimension, all ints). */
static int64_t tuple_offset(const MemView *m, Value key) {
  int64_t off = 0;
  for (int d = 0; d < m->ndim; d++) {
    Value k = RT_AS(Tuple, key)->items[d];
    if (!rt_is_intlike(k)) rt_raise(RT_EXC_TypeError, "memoryview: invalid slice key");
    int64_t i = rt_to_index(k, NULL);
    if (i < 0) i += m->shape[d];
    if (i < 0 || i >= m->shape[d]) rt_raise(RT_EXC_IndexError, "index out of bounds on dimension %d", d + 1);
    off += i * m->strides[d];
  }
  return off;
}

static Value memview_getitem(Value self, Value key) {
  MemView *m = MV(self);
  check_live(m);
  if (rt_is_intlike(key)) {
    if (m->ndim != 1) rt_raise(RT_EXC_NotImplementedError, "multi-dimensional sub-views are not implemented");
    int64_t i = rt_to_index(key, NULL);
    if (i < 0) i += m->shape[0];
    if (i < 0 || i >= m->shape[0]) rt_raise(RT_EXC_IndexError, "index out of bounds on dimension 1");
    return get_item(m, at(m, i * m->strides[0]));
  }
  if (rt_is_tuple(key) && RT_AS(Tuple, key)->n == m->ndim && m->ndim > 1) return get_item(m, at(m, tuple_offset(m, key)));
  if (!rt_is_type(key, &rt_slice_type)) rt_raise(RT_EXC_TypeError, "memoryview: invalid slice key");
  if (m->ndim != 1) rt_raise(RT_EXC_NotImplementedError, "multi-dimensional slicing is not implemented");
  int64_t start, stop, step, n = rt_slice_indices(key, m->shape[0], &start, &stop, &step);
  Value v = view_new(m->obj, m->fmt, m->readonly);
  MemView *s = MV(v);
  memcpy(s->ftext, m->ftext, sizeof s->ftext);
  s->itemsize = m->itemsize;
  s->offset = m->offset + start * m->strides[0];
  s->shape[0] = n;
  s->strides[0] = m->strides[0] * step;
  return v;
}

static void memview_setitem(Value self, Value key, Value v) {
  MemView *m = MV(self);
  check_live(m);
  if (m->readonly) rt_raise(RT_EXC_TypeError, "cannot modify read-only memory");
  if (rt_is_tuple(key) && RT_AS(Tuple, key)->n == m->ndim && m->ndim > 1) {
    set_item(m, at(m, tuple_offset(m, key)), v);
    return;
  }
  if (rt_is_intlike(key)) {
    int64_t i = rt_to_index(key, NULL);
    if (i < 0) i += m->shape[0];
    if (i < 0 || i >= m->shape[0]) rt_raise(RT_EXC_IndexError, "index out of bounds on dimension 1");
    set_item(m, at(m, i * m->strides[0]), v);
    return;
  }
  if (!rt_is_type(key, &rt_slice_type)) rt_raise(RT_EXC_TypeError, "memoryview: invalid slice key");
  Value src = make_view(v);
  int mark = rt_cleanup_push_value(&src);
  MemView *s = MV(src);
  int64_t start, stop, step, n = rt_slice_indices(key, m->shape[0], &start, &stop, &step);
  if (s->fmt != m->fmt || s->ndim != 1 || s->shape[0] != n)
    rt_raise(RT_EXC_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
  char *tmp = rt_malloc((size_t)(n * m->itemsize) + 1);
  rt_cleanup_push(free, tmp);
  for (int64_t k = 0; k < n; k++) memcpy(tmp + k * m->itemsize, at(s, k * s->strides[0]), (size_t)m->itemsize);
  for (int64_t k = 0; k < n; k++) memcpy(at(m, (start + k * step) * m->strides[0]), tmp + k * m->itemsize, (size_t)m->itemsize);
  rt_cleanup_pop(mark, true);
}

/* The items of dimension d from byte offset off, as nested lists (a new reference). */
static Value to_list_dim(const MemView *m, int d, int64_t off) {
  Value l = rt_list_new(m->shape[d]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t k = 0; k < m->shape[d]; k++) {
    if ((k & 0xFFFFF) == 0 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
    Value x = d + 1 < m->ndim ? to_list_dim(m, d + 1, off + k * m->strides[d]) : get_item(m, at(m, off + k * m->strides[d]));
    rt_list_append(l, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static Value to_list(const MemView *m) {
  check_live(m);
  if (m->ndim == 0) return get_item(m, at(m, 0));
  return to_list_dim(m, 0, 0);
}

static void put_bytes_dim(const MemView *m, StrBuf *sb, int d, int64_t off) {
  for (int64_t k = 0; k < m->shape[d]; k++) {
    if (d + 1 < m->ndim) put_bytes_dim(m, sb, d + 1, off + k * m->strides[d]);
    else rt_sb_putn(sb, at(m, off + k * m->strides[d]), (size_t)m->itemsize);
  }
}

static Value to_bytes(const MemView *m) {
  check_live(m);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  put_bytes_dim(m, &sb, 0, 0);
  rt_cleanup_pop(mark, false);
  Value b = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_sb_free(&sb);
  return b;
}

static Value memview_iter(Value self) {
  if (MV(self)->ndim != 1) rt_raise(RT_EXC_NotImplementedError, "multi-dimensional sub-views are not implemented");
  Value l = to_list(MV(self));
  int mark = rt_cleanup_push_value(&l);
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

/* == compares the items (any exporter: bytes compare as 'B' items). */
static Value memview_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  Value x = rt_undef(), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  int64_t len;
  if ((!is_memview(a) && !rt_buffer_of(a, &len)) || (!is_memview(b) && !rt_buffer_of(b, &len))) {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  if ((is_memview(a) && MV(a)->released) || (is_memview(b) && MV(b)->released)) { /* only itself */
    rt_cleanup_pop(mark, true);
    return rt_bool((op == RT_OP_EQ) == (a.as.o == b.as.o));
  }
  x = make_view(a);
  y = make_view(b);
  Value lx = to_list(MV(x));
  rt_decref(x);
  x = lx;
  Value ly = to_list(MV(y));
  rt_decref(y);
  y = ly;
  bool eq = rt_equal(x, y);
  rt_cleanup_pop(mark, true);
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static int64_t memview_hash(Value self) {
  MemView *m = MV(self);
  check_live(m);
  if (!m->readonly) rt_raise(RT_EXC_ValueError, "cannot hash writable memoryview object");
  Value b = to_bytes(m);
  int64_t h = rt_hash(b);
  rt_decref(b);
  return h;
}

static Value memview_repr(Value self) {
  return rt_str_printf(MV(self)->released ? "<released memory at %p>" : "<memory at %p>", (void *)self.as.o);
}

/* ---- cast ---- */

static bool byte_format(char f) { return f == 'B' || f == 'b' || f == 'c'; }

static Value cast_view(MemView *m, Value fmtv, Value shape) {
  check_live(m);
  const char *f = rt_is_str(fmtv) ? rt_str_data(fmtv) : "";
  if (!rt_is_str(fmtv)) rt_raise(RT_EXC_TypeError, "memoryview: format argument must be a string");
  if (f[0] == '@') f++;
  if (strlen(f) != 1 || !fmt_size(f[0]) || f[0] == 'u')
    rt_raise(RT_EXC_ValueError, "memoryview: destination format must be a native single character format prefixed with an optional '@'");
  bool contiguous = true;
  int64_t expect = m->itemsize;
  for (int d = m->ndim - 1; d >= 0; d--) {
    if (m->strides[d] != expect) contiguous = false;
    expect *= m->shape[d];
  }
  if (!contiguous) rt_raise(RT_EXC_TypeError, "memoryview: casts are restricted to C-contiguous views");
  if (!byte_format(f[0]) && !byte_format(m->fmt)) rt_raise(RT_EXC_TypeError, "memoryview: cannot cast between two non-byte formats");
  int64_t nbytes = nitems(m) * m->itemsize, size = fmt_size(f[0]);
  Value v = view_new(m->obj, f[0], m->readonly);
  int mark = rt_cleanup_push_value(&v);
  MemView *c = MV(v);
  c->offset = m->offset;
  if (rt_is_undef(shape) || rt_is_none(shape)) {
    if (nbytes % size) rt_raise(RT_EXC_TypeError, "memoryview: length is not a multiple of itemsize");
    c->shape[0] = nbytes / size;
  } else {
    if (!rt_is_tuple(shape) && !rt_is_list(shape)) rt_raise(RT_EXC_TypeError, "shape must be a list or a tuple");
    int64_t nd = rt_len(shape), total = size;
    if (nd > MAXDIM) rt_raise(RT_EXC_ValueError, "memoryview: number of dimensions must not exceed 64");
    c->ndim = (int)nd;
    for (int d = 0; d < nd; d++) {
      Value s = rt_getitem(shape, rt_int(d));
      c->shape[d] = rt_to_index(s, NULL);
      rt_decref(s);
      if (c->shape[d] <= 0) rt_raise(RT_EXC_ValueError, "memoryview.cast(): elements of shape must be integers > 0");
      total *= c->shape[d];
    }
    if (total != nbytes) rt_raise(RT_EXC_TypeError, "memoryview: product(shape) * itemsize != buffer size");
  }
  int64_t stride = size;
  for (int d = c->ndim - 1; d >= 0; d--) {
    c->strides[d] = stride;
    stride *= c->shape[d];
  }
  rt_cleanup_pop(mark, false);
  return v;
}

/* ---- methods ---- */

static Value m_tolist(ARGS) {
  (void)argv;
  rt_check_args("tolist", argc, kw, 0, 0, RT_ARGS_NONE);
  return to_list(MV(self));
}

static Value m_tobytes(ARGS) {
  rt_check_args("tobytes", argc, NULL, 0, 1, RT_ARGS_CLINIC);
  (void)argv;
  (void)kw;
  return to_bytes(MV(self));
}

static Value m_hex(ARGS) { /* bytes.hex's, separators too */
  Value b = to_bytes(MV(self));
  int mark = rt_cleanup_push_value(&b);
  Value f = rt_getattr(b, "hex");
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_cast(ARGS) {
  static const char *const names[] = {"format", "shape"};
  Value a[2];
  rt_parse_args("cast", argc, argv, kw, 2, names, 1, a);
  return cast_view(MV(self), a[0], a[1]);
}

static Value m_release(ARGS) {
  (void)argv;
  rt_check_args("release", argc, kw, 0, 0, RT_ARGS_NONE);
  release(MV(self));
  return rt_none();
}

static Value m_enter(ARGS) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  check_live(MV(self));
  rt_incref(self);
  return self;
}

static Value m_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  release(MV(self));
  return rt_none();
}

static Value m_toreadonly(ARGS) {
  (void)argv;
  rt_check_args("toreadonly", argc, kw, 0, 0, RT_ARGS_NONE);
  Value v = make_view(self);
  MV(v)->readonly = true;
  return v;
}

typedef struct MvMethod {
  const char *name;
  RtMethodFn fn;
} MvMethod;

static const MvMethod methods[] = {{"tolist", m_tolist},   {"tobytes", m_tobytes},       {"hex", m_hex},
                                   {"cast", m_cast},       {"release", m_release},       {"__enter__", m_enter},
                                   {"__exit__", m_exit},   {"toreadonly", m_toreadonly}, {NULL, NULL}};

static RtMethodFn memview_method(Value self, const char *name) {
  (void)self;
  for (const MvMethod *m = methods; m->name; m++)
    if (!strcmp(m->name, name)) return m->fn;
  return NULL;
}

static Value int_tuple(int n, const int64_t *xs) {
  Value t = rt_tuple_new(n);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, rt_int(xs[k]));
  return t;
}

static Value memview_getattr(Value self, const char *name) {
  MemView *m = MV(self);
  for (const MvMethod *k = methods; k->name; k++)
    if (!strcmp(k->name, name)) return rt_native_bind(k->name, k->fn, self);
  if (!strcmp(name, "obj")) return check_live(m), rt_incref(m->obj), m->obj;
  if (!strcmp(name, "readonly")) return check_live(m), rt_bool(m->readonly);
  if (!strcmp(name, "itemsize")) return check_live(m), rt_int(m->itemsize);
  if (!strcmp(name, "nbytes")) return check_live(m), rt_int(nitems(m) * m->itemsize);
  if (!strcmp(name, "format")) return check_live(m), rt_str_from_c(m->ftext);
  if (!strcmp(name, "ndim")) return check_live(m), rt_int(m->ndim);
  if (!strcmp(name, "shape")) return check_live(m), int_tuple(m->ndim, m->shape);
  if (!strcmp(name, "strides")) return check_live(m), int_tuple(m->ndim, m->strides);
  if (!strcmp(name, "released")) return rt_bool(m->released);
  if (!strcmp(name, "contiguous") || !strcmp(name, "c_contiguous")) {
    check_live(m);
    int64_t expect = m->itemsize;
    bool c = true;
    for (int d = m->ndim - 1; d >= 0; d--) c = c && (m->shape[d] == 1 || m->strides[d] == expect), expect *= m->shape[d];
    return rt_bool(c);
  }
  return rt_undef();
}

/* The memory of a contiguous view, so that bytes(), np.frombuffer and writes take it. */
static const char *memview_buffer(Value v, int64_t *n) {
  if (!is_memview(v)) return NULL;
  MemView *m = MV(v);
  check_live(m);
  int64_t expect = m->itemsize;
  for (int d = m->ndim - 1; d >= 0; d--) {
    if (m->shape[d] != 1 && m->strides[d] != expect) return NULL;
    expect *= m->shape[d];
  }
  *n = nitems(m) * m->itemsize;
  if (*n == 0) return "";
  return at(m, 0);
}

/* np.array(view): the items in their C type, in the view's shape. */
static Value memview_as_numpy(Value self) {
  static const char codes[] = "bBhHiIlLqQfd?c";
  static const char *const names[] = {"int8",  "uint8",  "int16",  "uint16",  "int32",   "uint32", "int64",
                                      "uint64", "int64", "uint64", "float32", "float64", "bool",   "S1"};
  MemView *m = MV(self);
  const char *hit = strchr(codes, m->fmt);
  Value h[4] = {to_bytes(m), rt_import("numpy"), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  if (!hit) rt_raise(RT_EXC_NotImplementedError, "memoryview: unsupported format %c", m->fmt);
  h[2] = rt_getattr(h[1], "frombuffer");
  const char *kn[] = {"dtype"};
  Value kv[] = {rt_str_from_c(names[hit - codes])};
  rt_cleanup_push_value(&kv[0]);
  Kwargs k = {1, kn, kv};
  h[3] = rt_call(h[2], 1, &h[0], &k);
  Value reshape = rt_getattr(h[3], "reshape");
  rt_cleanup_push_value(&reshape);
  Value shape = int_tuple(m->ndim, m->shape);
  rt_cleanup_push_value(&shape);
  Value r = rt_call(reshape, 1, &shape, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value memview_type_object(Value self) {
  (void)self;
  Value cls = rt_builtin_lookup("memoryview");
  rt_incref(cls);
  return cls;
}

static const ObjType memview_type = {
    .name = "memoryview",
    .free = memview_free,
    .repr = memview_repr,
    .getattr = memview_getattr,
    .getitem = memview_getitem,
    .setitem = memview_setitem,
    .iter = memview_iter,
    .len = memview_len,
    .binop = memview_binop,
    .hash = memview_hash,
    .method = memview_method,
    .as_array = memview_as_numpy,
    .type_object = memview_type_object,
};

void py_memoryview_init(Value builtins) {
  rt_module_set(builtins, "memoryview", rt_native_class("memoryview", c_memoryview, is_memview, "<class 'memoryview'>"));
  rt_buffer_register(memview_buffer);
}

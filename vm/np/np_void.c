/* np_void.c — the class np.void: isinstance of every record (np.void and np.record scalars,
 * np_recarray.c) and of the unstructured voids np.void(b'ab') / np.void(n) makes, which hold
 * raw bytes (repr void(b'\x61\x62'), str b'\x61\x62', tobytes, itemsize, == between voids).
 * An unstructured void has no .dtype in Weft (the items of a 'V<n>' array are such voids). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_loops.h"
#include "np_record.h"
#include "np_void.h"

typedef struct PlainVoid {
  Obj hdr;
  Value bytes; /* a bytes object: the scalar's memory */
} PlainVoid;

static const ObjType plain_void_type;
static bool is_plain_void(Value v) { return rt_is_type(v, &plain_void_type); }

static void plain_void_free(Obj *o) {
  rt_decref(((PlainVoid *)o)->bytes);
  free(o);
}

static Value plain_void_new(const void *data, size_t n) {
  Value b = rt_bytes_new(&rt_bytes_type, data, n);
  PlainVoid *v = rt_malloc(sizeof *v);
  rt_obj_init(&v->hdr, &plain_void_type);
  v->bytes = b;
  return rt_obj(v);
}

/* b'\x..' with every byte escaped, as NumPy prints a void's memory. */
static void put_hex(StrBuf *sb, Value bytes) {
  static const char hex[] = "0123456789abcdef";
  const unsigned char *p = RT_AS(Bytes, bytes)->data;
  rt_sb_puts(sb, "b'");
  for (int64_t i = 0; i < RT_AS(Bytes, bytes)->n; i++) {
    char e[4] = {'\\', 'x', hex[p[i] >> 4], hex[p[i] & 15]};
    rt_sb_putn(sb, e, 4);
  }
  rt_sb_putc(sb, '\'');
}

static Value plain_void_text(Value self, bool repr) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (repr) rt_sb_puts(&sb, "void(");
  put_hex(&sb, RT_AS(PlainVoid, self)->bytes);
  if (repr) rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value plain_void_repr(Value self) { return plain_void_text(self, true); }
static Value plain_void_str(Value self) { return plain_void_text(self, false); }

static Value m_tobytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tobytes", argc, kw, 0, 0);
  Value b = RT_AS(PlainVoid, self)->bytes;
  rt_incref(b);
  return b;
}

static Value plain_void_getattr(Value self, const char *name) {
  int64_t n = RT_AS(Bytes, RT_AS(PlainVoid, self)->bytes)->n;
  if (!strcmp(name, "itemsize") || !strcmp(name, "nbytes")) return rt_int(n);
  if (!strcmp(name, "shape")) return rt_tuple_new(0);
  if (!strcmp(name, "ndim")) return rt_int(0);
  if (!strcmp(name, "size")) return rt_int(1);
  if (!strcmp(name, "tobytes")) return rt_native_bind(name, m_tobytes, self);
  return rt_undef();
}

/* == and != between unstructured voids compare their memory; NumPy refuses other operands. */
static Value plain_void_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  if (!is_plain_void(a) || !is_plain_void(b))
    rt_raise(RT_EXC_TypeError, "Cannot compare structured or void to non-void arrays.");
  const Bytes *x = RT_AS(Bytes, RT_AS(PlainVoid, a)->bytes), *y = RT_AS(Bytes, RT_AS(PlainVoid, b)->bytes);
  if (x->n != y->n)
    rt_raise(RT_EXC_TypeError, "cannot compare unstructured voids of different length. Use bytes "
                               "to compare. (This may return array of False in the future.)");
  bool eq = x->n == 0 || memcmp(x->data, y->data, (size_t)x->n) == 0;
  uint8_t r = (uint8_t)(op == RT_OP_EQ ? eq : !eq);
  return rt_npscalar_new(DT_BOOL, &r);
}

static Value void_class(void) {
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "void");
  rt_decref(np);
  return cls;
}

static Value plain_void_type_object(Value self) {
  (void)self;
  return void_class();
}

static const ObjType plain_void_type = {
    .name = "numpy.void", .free = plain_void_free, .repr = plain_void_repr,
    .str = plain_void_str, .getattr = plain_void_getattr, .binop = plain_void_binop,
    .hash = rt_unhashable, .type_object = plain_void_type_object};

/* np.void(length_or_data): n zero bytes (NumPy gives one for 0), or a copy of bytes. */
static Value f_void(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("void", argc, kw, 1, 1);
  Value v = argv[0];
  if (rt_is_type(v, &rt_bytes_type)) return plain_void_new(RT_AS(Bytes, v)->data, (size_t)RT_AS(Bytes, v)->n);
  bool intlike = v.tag == RT_INT || v.tag == RT_BOOL ||
                 (rt_is_npscalar(v) && np_kind_rank(RT_AS(NpScalar, v)->dtype) <= 1);
  if (!intlike)
    rt_raise(RT_EXC_TypeError, "A bytes-like object is required, not '%s'", rt_type_name(v));
  int64_t n = rt_to_index(v, "size");
  if (n < 0 || n > 2147483647)
    rt_raise(RT_EXC_OverflowError, "size must be non-negative and not greater than 2147483647");
  if (n == 0) n = 1;
  char *zeros = rt_malloc((size_t)n);
  memset(zeros, 0, (size_t)n);
  int mark = rt_cleanup_push(free, zeros);
  Value r = plain_void_new(zeros, (size_t)n);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The class of a structured scalar: np.record for a recarray's, np.void otherwise. */
Value np_void_type_object(Value v) {
  if (np_is_void(v) && RT_AS(NpVoid, v)->rec) {
    Value np = rt_import("numpy");
    Value cls = rt_getattr(np, "record");
    rt_decref(np);
    return cls;
  }
  return void_class();
}

static bool is_any_void(Value v) { return np_is_void(v) || is_plain_void(v); }

void np_register_void(Value m) {
  rt_module_set(m, "void", rt_native_class("void", f_void, is_any_void, "<class 'numpy.void'>"));
}

Value np_void_plain_new(const void *data, size_t n) { return plain_void_new(data, n); }

const char *np_void_plain_data(Value v, int64_t *n) {
  if (!is_plain_void(v)) return NULL;
  const Bytes *b = RT_AS(Bytes, ((PlainVoid *)v.as.o)->bytes);
  *n = b->n;
  return b->n ? (const char *)b->data : "";
}

/* ctypes_struct.c — ctypes.Structure and ctypes.Union: classes (vm/obj's ClassObj) whose
 * subclasses declare their C layout in _fields_. The layout (a CType of kind CT_STRUCT, C's
 * alignment rules or _pack_, base structures' fields first, a union's all at offset 0, bit
 * fields packed into runs as CPython 3.11 packs them, the fields of _anonymous_ members
 * promoted to the outer structure) is made when the class statement ends and kept in the
 * class's own dict; a class without _fields_ gets them later, once (a linked list's node names
 * POINTER(Node) in its own fields). An
 * instance is a plain instance of the class holding its memory, a CData, in the attribute
 * _b_cdata_, so subclassing, methods and properties work as for any class. Field names are read
 * through __getattr__ and written through __setattr__; what the classes themselves do (Point *
 * 3, Point.x, Node._fields_ = ...) is a metaclass-like table (class.h's RtClassMeta). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "ctypes_internal.h"

#define LAYOUT_ATTR "_ctype_layout_"
#define DATA_ATTR "_b_cdata_"

typedef struct StructState {
  Value structure, union_; /* the Structure and Union classes (borrowed: the module holds them) */
} StructState;
static RtStateKey struct_key = {"ctypes.Structure", sizeof(StructState), NULL, NULL, 0};

static bool derives_from(Value cls, Value base) {
  return base.tag == RT_OBJ && cls.as.o != base.as.o && rt_class_has_base(RT_AS(ClassObj, cls), base);
}

static bool is_structure_class(Value cls) {
  StructState *st = rt_runtime_state(&struct_key);
  return rt_is_class(cls) && (derives_from(cls, st->structure) || derives_from(cls, st->union_));
}

static Value own_attr(ClassObj *c, const char *name) {
  size_t n = strlen(name);
  int e = rt_attrmap_find(&c->dict, name, n, rt_name_hash(name, n));
  return e >= 0 ? c->dict.e[e].value : rt_undef();
}

static size_t align_up(size_t n, size_t a) { return a ? (n + a - 1) / a * a : n; }

/* Append field (name, type) at offset (a union's are all at 0). A type used as a field can no
 * longer change its size. */
static CField *put_field(CType *t, const char *name, CType *ft, size_t offset) {
  t->fields = rt_realloc(t->fields, sizeof(CField) * (size_t)(t->nfields + 1));
  CField *f = &t->fields[t->nfields];
  memset(f, 0, sizeof *f);
  f->offset = offset;
  f->name = rt_strdup(name);
  rt_incref(rt_obj(ft));
  ct_finalize(ft);
  f->type = ft;
  t->nfields++;
  if (f->offset + ft->size > t->size) t->size = f->offset + ft->size;
  return f;
}

/* The bit field run being filled: its container's width in bits (0: none open) and how many
 * of them are used. */
typedef struct BitRun {
  int width, used;
} BitRun;

/* Append field (name, type, bits) where C (gcc's rules, as CPython's ctypes lays them out)
 * puts it: a bit field continues the open run when its type is no wider than the run's and its
 * bits fit, widens the run when its type is wider and they fit in that; anything else starts
 * at the next offset aligned for its type, or at most to pack bytes under _pack_ (0: none).
 * In a union every member starts at 0. */
static void add_field(CType *t, const char *name, CType *ft, size_t pack, int bits, BitRun *run) {
  int width = (int)ft->size * 8;
  bool open = bits && run->width && !t->is_union;
  if (open && width <= run->width && run->used + bits <= run->width) {
    CField *f = put_field(t, name, ft, t->size - ft->size);
    f->bits = bits, f->bit_offset = run->used;
    run->used += bits;
    return;
  }
  if (open && width >= run->width && run->used + bits <= width) {
    t->size += ft->size - (size_t)run->width / 8;
    run->width = width;
    CField *f = put_field(t, name, ft, t->size - ft->size);
    f->bits = bits, f->bit_offset = run->used;
    run->used += bits;
    return;
  }
  size_t align = pack && pack < ft->align ? pack : ft->align;
  CField *f = put_field(t, name, ft, t->is_union ? 0 : align_up(t->size, align));
  f->bits = bits;
  run->width = bits ? width : 0;
  run->used = bits;
  if (align > t->align) t->align = align;
}

/* _pack_: 0 when absent. */
static size_t read_pack(ClassObj *c) {
  Value p = own_attr(c, "_pack_");
  if (rt_is_undef(p)) return 0;
  int64_t n;
  if (p.tag == RT_BOOL) n = p.as.b;
  else if (p.tag != RT_INT || (n = p.as.i) < 0)
    rt_raise(RT_EXC_ValueError, "_pack_ must be a non-negative integer");
  return (size_t)n;
}

/* The width of a bit field (name, type, bits): ft must be an integer type other than c_char
 * and c_wchar, bits within its size. */
static int read_bits(CType *ft, Value bits) {
  if (ft->kind != CT_SIMPLE || !strchr("bBhHiIlL?", ft->code))
    rt_raise(RT_EXC_TypeError, "bit fields not allowed for type %s", ft->name);
  int64_t n = bits.tag == RT_BOOL ? bits.as.b : bits.as.i;
  if (n <= 0 || n > (int64_t)ft->size * 8) rt_raise(RT_EXC_ValueError, "number of bits invalid for bit field");
  return (int)n;
}

static _Noreturn void bad_pair(void) {
  rt_raise(RT_EXC_TypeError, "'_fields_' must be a sequence of (name, C type) pairs");
}

/* One _fields_ entry: (name, type) or (name, type, bits). */
static void read_field(CType *t, Value item, size_t pack, BitRun *run) {
  Tuple *tp = rt_is_tuple(item) ? RT_AS(Tuple, item) : NULL;
  if (!tp || tp->n < 2 || tp->n > 3 || !rt_is_str(tp->items[0])) bad_pair();
  Value bits = tp->n == 3 ? tp->items[2] : rt_undef();
  if (tp->n == 3 && bits.tag != RT_BOOL && (bits.tag != RT_INT || bits.as.i < INT32_MIN || bits.as.i > INT32_MAX))
    bad_pair();
  CType *ft = ct_type_of_class(tp->items[1]);
  if (!ft) rt_raise(RT_EXC_TypeError, "second item in _fields_ tuple (index %d) must be a C type", t->nfields);
  if (ft == t) rt_raise(RT_EXC_AttributeError, "Structure or union cannot contain itself");
  add_field(t, rt_str_data(tp->items[0]), ft, pack, tp->n == 3 ? read_bits(ft, bits) : 0, run);
}

/* _fields_: a sequence of (name, type) pairs, or triples for bit fields. */
static void read_fields(CType *t, Value fields, size_t pack) {
  Value it = rt_iter(fields);
  int mark = rt_cleanup_push_value(&it);
  Value item = rt_undef();
  rt_cleanup_push_value(&item);
  BitRun run = {0, 0};
  while (rt_next(it, &item)) {
    read_field(t, item, pack, &run);
    rt_decref(item);
    item = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

/* The fields of anonymous member m (at offset base in t) become t's own: m's type's fields
 * (not those it inherits), and through its anonymous members theirs. */
static void promote_fields(CType *t, CType *mt, size_t base) {
  for (int k = 0; k < mt->nfields; k++) {
    CField *g = &mt->fields[k];
    if (g->inherited || g->promoted) continue;
    if (g->anonymous) {
      promote_fields(t, g->type, base + g->offset);
      continue;
    }
    CField *f = put_field(t, g->name, g->type, base + g->offset);
    f->bits = g->bits, f->bit_offset = g->bit_offset;
    f->promoted = true;
  }
}

static CField *find_field(CType *t, const char *name);

/* One name of _anonymous_: a field of structure or union type. */
static void make_anonymous(CType *t, ClassObj *c, Value n) {
  if (!rt_is_str(n)) rt_raise(RT_EXC_TypeError, "attribute name must be string, not '%s'", rt_type_name(n));
  const char *name = rt_str_data(n);
  CField *f = find_field(t, name);
  if (!f && rt_is_undef(rt_class_lookup(c, name, NULL)))
    rt_raise(RT_EXC_AttributeError, "type object '%s' has no attribute '%s'", c->name, name);
  if (!f || f->promoted)
    rt_raise(RT_EXC_AttributeError, "'%s' is specified in _anonymous_ but not in _fields_", name);
  if (f->type->kind != CT_STRUCT)
    rt_raise(RT_EXC_AttributeError, "type object '%s' has no attribute '_fields_'", f->type->name);
  if (f->anonymous) return; /* named twice */
  f->anonymous = true;
  CType *mt = f->type;
  promote_fields(t, mt, f->offset); /* f may move: t->fields grows */
}

/* _anonymous_ (looked up through the bases, as CPython does): names of fields of structure or
 * union type whose own fields are reached as if they were the outer structure's. */
static void read_anonymous(CType *t, ClassObj *c) {
  Value names = rt_class_lookup(c, "_anonymous_", NULL);
  if (rt_is_undef(names)) return;
  if (names.tag != RT_OBJ) rt_raise(RT_EXC_TypeError, "_anonymous_ must be a sequence");
  Value it = rt_iter(names);
  int mark = rt_cleanup_push_value(&it);
  Value item = rt_undef();
  rt_cleanup_push_value(&item);
  while (rt_next(it, &item)) {
    make_anonymous(t, c, item);
    rt_decref(item);
    item = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

static void drop_fields(CType *t) {
  for (int k = 0; k < t->nfields; k++) {
    free(t->fields[k].name);
    rt_decref(rt_obj(t->fields[k].type));
  }
  free(t->fields);
  t->fields = NULL;
  t->nfields = 0;
}

/* libffi's description of a struct: its fields in order. libffi has no unions: one is
 * described as its most aligned member repeated over its size, which gives it the size,
 * alignment and (for the usual int/float unions) the registers C passes it in. */
static void describe_ffi(CType *t) {
  size_t n = (size_t)t->nfields;
  CType *widest = NULL;
  for (int k = 0; t->is_union && k < t->nfields; k++) {
    if (!widest || t->fields[k].type->align > widest->align) widest = t->fields[k].type;
  }
  if (widest) n = widest->size ? t->size / widest->size + (t->size % widest->size != 0) : 0;
  ffi_type **elems = rt_malloc(sizeof(ffi_type *) * (n + 1));
  size_t m = 0;
  for (size_t k = 0; k < n; k++) {
    CField *f = widest ? NULL : &t->fields[k];
    /* a bit field run is one member of its container's type; promoted fields are inside
     * their anonymous member's */
    if (f && (f->promoted || f->bit_offset)) continue;
    elems[m++] = ct_ffi(widest ? widest : f->type);
  }
  elems[m] = NULL;
  free(t->owned_ffi.elements);
  t->owned_ffi.size = 0; /* libffi works them out */
  t->owned_ffi.alignment = 0;
  t->owned_ffi.type = FFI_TYPE_STRUCT;
  t->owned_ffi.elements = elems;
  t->ffi = &t->owned_ffi;
}

/* t's layout: the first base's fields, then those of `fields` (RT_UNDEF: none yet). */
static void lay_out(CType *t, ClassObj *c, Value fields) {
  drop_fields(t);
  t->size = 0;
  t->align = 1;
  Tuple *bases = RT_AS(Tuple, c->bases);
  CType *base = bases->n > 0 ? ct_struct_type(bases->items[0]) : NULL;
  /* a subclass without fields of its own shares its base's layout, which then stays (CPython
   * leaves a base with a subclass that has _fields_ open) */
  if (base && rt_is_undef(fields)) ct_finalize(base);
  for (int k = 0; base && k < base->nfields; k++) {
    CField *f = put_field(t, base->fields[k].name, base->fields[k].type, base->fields[k].offset);
    CField *g = &base->fields[k];
    f->bits = g->bits, f->bit_offset = g->bit_offset;
    f->anonymous = g->anonymous, f->promoted = g->promoted;
    f->inherited = true;
  }
  if (base) {
    t->size = base->size;
    t->align = base->align;
  }
  if (!rt_is_undef(fields)) {
    read_fields(t, fields, read_pack(c));
    read_anonymous(t, c);
  }
  t->size = align_up(t->size, t->align);
  describe_ffi(t);
}

static CType *make_layout(ClassObj *c, Value cls) {
  CType *t = rt_calloc(1, sizeof *t);
  rt_obj_init(&t->hdr, &ct_type_type);
  rt_gc_track(&t->hdr); /* calloc'ed: nothing to visit yet */
  Value tv = rt_obj(t);
  int mark = rt_cleanup_push_value(&tv);
  t->kind = CT_STRUCT;
  t->name = rt_strdup(c->name);
  t->is_union = derives_from(cls, ((StructState *)rt_runtime_state(&struct_key))->union_);
  rt_incref(cls);
  t->cls = cls;
  Value fields = own_attr(c, "_fields_");
  lay_out(t, c, fields);
  /* without _fields_ (a linked list's node) they may come later, once */
  t->final = !rt_is_undef(fields);
  rt_cleanup_pop(mark, false);
  return t;
}

CType *ct_struct_type(Value cls) {
  if (!is_structure_class(cls)) return NULL;
  ClassObj *c = RT_AS(ClassObj, cls);
  Value have = own_attr(c, LAYOUT_ATTR);
  if (ct_is_type(have)) return RT_AS(CType, have);
  CType *t = make_layout(c, cls);
  rt_class_set(c, LAYOUT_ATTR, rt_obj(t)); /* the class owns its layout */
  return t;
}

static CField *find_field(CType *t, const char *name) {
  for (int k = t->nfields - 1; k >= 0; k--) {
    if (strcmp(t->fields[k].name, name) == 0) return &t->fields[k];
  }
  return NULL;
}

/* ---- the classes' own behaviour (their metaclass's in CPython) ---- */

/* The layout is made when the class statement ends, so _fields_ errors are raised there. */
static void st_finish(Value cls) {
  if (is_structure_class(cls)) ct_struct_type(cls);
}

/* Node._fields_ = [...] after the class statement: once, and only while nothing relies on
 * Node's size. The attribute is stored first, as CPython does. */
static bool st_class_setattr(Value cls, const char *name, Value v) {
  if (strcmp(name, "_fields_") != 0 || !is_structure_class(cls)) return false;
  ClassObj *c = RT_AS(ClassObj, cls);
  /* the class body's own assignment: st_finish lays it out */
  if (!ct_is_type(own_attr(c, LAYOUT_ATTR))) return false;
  CType *t = ct_struct_type(cls);
  rt_incref(v);
  rt_class_set(c, "_fields_", v);
  if (t->final) rt_raise(RT_EXC_AttributeError, "_fields_ is final");
  lay_out(t, c, v);
  t->final = true;
  return true;
}

/* Point * 3 and 3 * Point: array classes. */
static Value st_binop(BinOp op, Value a, Value b) {
  bool left = is_structure_class(a);
  if (op != RT_OP_MUL || (!left && !is_structure_class(b))) return rt_undef();
  return ct_type_times(ct_struct_type(left ? a : b), left ? b : a);
}

/* Point.x: a field's description, <Field type=c_int, ofs=0, size=4>. */
typedef struct FieldInfo {
  Obj hdr;
  CType *type; /* owned */
  size_t offset;
  int bits, bit_offset;
} FieldInfo;

static void field_free(Obj *o) {
  rt_decref(rt_obj(((FieldInfo *)o)->type));
  free(o);
}

static Value field_repr(Value self) {
  FieldInfo *f = RT_AS(FieldInfo, self);
  if (f->bits)
    return rt_str_printf("<Field type=%s, ofs=%zu:%d, bits=%d>", f->type->name, f->offset, f->bit_offset, f->bits);
  return rt_str_printf("<Field type=%s, ofs=%zu, size=%zu>", f->type->name, f->offset, f->type->size);
}

static Value field_getattr(Value self, const char *name) {
  FieldInfo *f = RT_AS(FieldInfo, self);
  if (strcmp(name, "offset") == 0) return rt_int((int64_t)f->offset);
  /* a bit field's size packs its width and bit offset, as CPython's */
  if (strcmp(name, "size") == 0)
    return rt_int(f->bits ? (int64_t)f->bits << 16 | f->bit_offset : (int64_t)f->type->size);
  return rt_undef();
}

static const ObjType field_type = {
    .name = "_ctypes.CField", .free = field_free, .repr = field_repr, .getattr = field_getattr};

static Value st_class_getattr(Value cls, const char *name) {
  CType *t = ct_struct_type(cls);
  CField *f = t ? find_field(t, name) : NULL;
  if (!f) return t ? ct_class_method(cls, name) : rt_undef();
  FieldInfo *fi = rt_malloc(sizeof *fi);
  rt_obj_init(&fi->hdr, &field_type);
  rt_incref(rt_obj(f->type));
  fi->type = f->type;
  fi->offset = f->offset;
  fi->bits = f->bits;
  fi->bit_offset = f->bit_offset;
  return rt_obj(fi);
}

/* <class '_ctypes.Structure'> for the bases themselves, as any class for their subclasses. */
static Value st_class_repr(Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  return rt_str_printf("<class '%s.%s'>", is_structure_class(cls) ? "__main__" : "_ctypes", c->qualname);
}

static const RtClassMeta struct_meta = {.finish = st_finish,
                                        .repr = st_class_repr,
                                        .binop = st_binop,
                                        .setattr = st_class_setattr,
                                        .getattr = st_class_getattr};

/* The CData of a Structure instance, made (zeroed) if the instance has none yet (a subclass's
 * __init__ that did not call Structure's). NULL for anything that is not one. */
static CData *struct_data(Value v) {
  if (!rt_is_instance(v)) return NULL;
  ClassObj *c = RT_AS(Instance, v)->cls;
  CType *t = ct_struct_type(rt_obj(c));
  if (!t) return NULL;
  Value d = rt_instance_getattr_generic(v, DATA_ATTR, false);
  if (ct_is_data(d)) {
    rt_decref(d); /* the instance holds it */
    return RT_AS(CData, d);
  }
  rt_decref(d);
  d = ct_data_new(t);
  rt_instance_setattr_generic(v, DATA_ATTR, d);
  rt_decref(d);
  return struct_data(v);
}

CData *ct_data_of(Value v) {
  if (ct_is_data(v)) return RT_AS(CData, v);
  return struct_data(v);
}

Value ct_struct_instance(CType *t, char *ptr, Value base) {
  Value inst = rt_instance_new(RT_AS(ClassObj, t->cls));
  int mark = rt_cleanup_push_value(&inst);
  Value d = ptr ? ct_data_view(t, ptr, base) : ct_data_new(t);
  int mark2 = rt_cleanup_push_value(&d);
  rt_instance_setattr_generic(inst, DATA_ATTR, d);
  rt_cleanup_pop(mark2, true);
  rt_cleanup_pop(mark, false);
  return inst;
}

static bool is_char_array(const CType *t) {
  return t->kind == CT_ARRAY && t->target->kind == CT_SIMPLE && t->target->code == 'c';
}

/* A bit field's container: its type's bytes at p as an unsigned number (x86-64 is
 * little-endian: bit k of the number is bit k of the memory). */
static uint64_t load_bits(const char *p, size_t size) {
  uint64_t u = 0;
  memcpy(&u, p, size);
  return u;
}

static uint64_t low_mask(int bits) { return bits >= 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1; }

/* A bit field's value, sign-extended for a signed type. CPython's layout can put a narrow
 * field's bits past its own type's width (a c_ubyte after 30 bits of a c_ulonglong run):
 * those read as 0. c_bool reads and writes its whole byte, as in CPython. */
static Value bitfield_get(CData *d, CField *f) {
  uint64_t u = load_bits(d->ptr + f->offset, f->type->size);
  uint64_t v = f->bit_offset < 64 ? (u >> f->bit_offset) & low_mask(f->bits) : 0;
  if (strchr("bhil", f->type->code) && (v >> (f->bits - 1) & 1)) v |= ~low_mask(f->bits);
  return f->type->code == 'L' ? rt_int_from_u64(v) : rt_int((int64_t)v);
}

/* v converted as the field's type would (its messages), then its low bits stored. */
static void bitfield_set(CData *d, CField *f, Value v) {
  union {
    uint64_t u;
    char bytes[8];
  } tmp = {0};
  ct_set(f->type, tmp.bytes, v, d);
  char *p = d->ptr + f->offset;
  uint64_t u = load_bits(p, f->type->size), mask = low_mask(f->bits);
  if (f->bit_offset < 64) u = (u & ~(mask << f->bit_offset)) | (tmp.u & mask) << f->bit_offset;
  memcpy(p, &u, f->type->size);
}

/* A field's value: as ct_get, but a char array field reads as the bytes up to its NUL. */
static Value field_get(CData *d, CField *f) {
  char *p = d->ptr + f->offset;
  if (f->bits && f->type->code != '?') return bitfield_get(d, f);
  if (is_char_array(f->type)) return rt_bytes_new(&rt_bytes_type, p, strnlen(p, f->type->size));
  return ct_get(f->type, p, rt_obj(d));
}

/* Storing into a field: a char array field takes bytes (NUL-terminated when there is room). */
static void field_set(CData *d, CField *f, Value v) {
  char *p = d->ptr + f->offset;
  if (f->bits && f->type->code != '?') return bitfield_set(d, f, v);
  if (!is_char_array(f->type) || ct_data_of(v)) {
    ct_set(f->type, p, v, d);
    return;
  }
  if (!rt_is_type(v, &rt_bytes_type)) rt_raise(RT_EXC_TypeError, "expected bytes, %s found", rt_type_name(v));
  int64_t n = RT_AS(Bytes, v)->n;
  if ((size_t)n > f->type->size)
    rt_raise(RT_EXC_ValueError, "bytes too long (%lld, maximum length %zu)", (long long)n, f->type->size);
  memcpy(p, RT_AS(Bytes, v)->data, (size_t)n);
  if ((size_t)n < f->type->size) p[n] = 0;
}

/* Structure.__init__(self, *values, **fields) */
static Value st_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value self = argv[0];
  CData *d = struct_data(self);
  if (!d) rt_raise(RT_EXC_TypeError, "Structure.__init__ needs a Structure instance");
  CType *t = d->type;
  int next = 0; /* positional values go to the fields in order, not to promoted ones */
  for (int k = 1; k < argc; k++) { /* CPython sets what fits before it complains */
    while (next < t->nfields && t->fields[next].promoted) next++;
    if (next == t->nfields) rt_raise(RT_EXC_TypeError, "too many initializers");
    field_set(d, &t->fields[next++], argv[k]);
  }
  for (int k = 0; kw && k < kw->n; k++) {
    CField *f = find_field(t, kw->names[k]);
    if (f) field_set(d, f, kw->values[k]);
    else rt_instance_setattr_generic(self, kw->names[k], kw->values[k]);
  }
  return rt_none();
}

/* Structure.__getattr__(self, name): only for names the instance and class do not have. */
static Value st_getattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__getattr__", argc, kw, 2, 2);
  CData *d = struct_data(argv[0]);
  const char *name = rt_is_str(argv[1]) ? rt_str_data(argv[1]) : "";
  CField *f = d ? find_field(d->type, name) : NULL;
  if (!f) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '%s'",
             RT_AS(Instance, argv[0])->cls->name, name);
  }
  return field_get(d, f);
}

static Value st_setattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__setattr__", argc, kw, 3, 3);
  CData *d = struct_data(argv[0]);
  const char *name = rt_is_str(argv[1]) ? rt_str_data(argv[1]) : "";
  CField *f = d ? find_field(d->type, name) : NULL;
  if (f) field_set(d, f, argv[2]);
  else rt_instance_setattr_generic(argv[0], name, argv[2]);
  return rt_none();
}

/* Structure or Union: the methods above, and the table that gives their subclasses layouts. */
static Value make_base(Value m, const char *name) {
  Value bases = rt_tuple_new(0);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new(name, bases);
  int mark2 = rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__init__", rt_native_method_new("__init__", "Structure.__init__", st_init, rt_none()));
  rt_class_set(c, "__getattr__",
               rt_native_method_new("__getattr__", "Structure.__getattr__", st_getattr, rt_none()));
  rt_class_set(c, "__setattr__",
               rt_native_method_new("__setattr__", "Structure.__setattr__", st_setattr, rt_none()));
  rt_class_set(c, "__module__", rt_str_from_c("_ctypes"));
  rt_class_finish(cls, rt_none());
  c->meta = &struct_meta; /* after finish: the base itself has no layout */
  rt_cleanup_pop(mark2, false);
  rt_cleanup_pop(mark, true);
  rt_module_set(m, name, cls);
  return cls;
}

void ct_struct_init(Value m) {
  StructState *st = rt_runtime_state(&struct_key);
  st->structure = make_base(m, "Structure");
  st->union_ = make_base(m, "Union");
}

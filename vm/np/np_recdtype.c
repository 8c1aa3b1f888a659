/* np_recdtype.c — NumPy's structured dtypes: parsing the three ways of writing one (a list of
 * (name, format[, shape]) tuples, a {'names': ..., 'formats': ...} dict, 'f8,i4'), the packed
 * and align=True layouts, and the dtype object's repr, str, names, fields, descr, itemsize,
 * field lookup dt['x'] and equality, with NumPy 1.24's text and messages. The subarray dtype
 * of a field ('v', 'f4', (3,)) is a small object of its own: dtype(('<f4', (3,))).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_objarray.h"
#include "np_record.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- the scalar format texts: '<f8' (dt.str), 'i1' and '?' in reprs (short form) ---- */

static int dt_alignment(DType dt) {
  int n = rt_dtypes[dt].itemsize;
  return rt_dtypes[dt].kind == 'c' ? n / 2 : n;
}

/* A field's alignment: its element type's, a nested structure's own. */
static int field_alignment(const NpField *f) {
  if (!rt_is_undef(f->rec)) return RT_AS(NpRecDtype, f->rec)->alignment;
  return dt_alignment(f->dt);
}

/* dt.str: '<f8', '|i1', '|b1' */
static void put_typestr(StrBuf *sb, DType dt) {
  int n = rt_dtypes[dt].itemsize;
  rt_sb_printf(sb, "%c%c%d", n > 1 ? '<' : '|', rt_dtypes[dt].kind, n);
}

/* NumPy's short construction repr: '<f8', 'i1', '?' (quoted) */
static void put_short(StrBuf *sb, DType dt) {
  int n = rt_dtypes[dt].itemsize;
  if (dt == DT_BOOL)
    rt_sb_puts(sb, "'?'");
  else if (n == 1)
    rt_sb_printf(sb, "'%c1'", rt_dtypes[dt].kind);
  else
    rt_sb_printf(sb, "'<%c%d'", rt_dtypes[dt].kind, n);
}

int64_t np_field_count(const NpField *f) {
  int64_t n = 1;
  for (int i = 0; i < f->sub_ndim; i++) n *= f->sub_shape[i];
  return n;
}

static int64_t field_nbytes(const NpField *f) {
  return np_field_count(f) * rt_dtypes[f->dt].itemsize;
}

/* ---- the subarray dtype of a field: dtype(('<f4', (3,))) ---- */

typedef struct NpSubDtype {
  Obj hdr;
  NpField f;
} NpSubDtype;

static void subdt_free(Obj *o) { free(o); }

static void put_sub(StrBuf *sb, const NpField *f) {
  rt_sb_putc(sb, '(');
  put_short(sb, f->dt);
  rt_sb_puts(sb, ", ");
  rt_sb_shape(sb, f->sub_ndim, f->sub_shape);
  rt_sb_putc(sb, ')');
}

static Value subdt_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  put_sub(&sb, &RT_AS(NpSubDtype, self)->f);
  return rt_sb_to_str(&sb);
}

static Value subdt_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "dtype(");
  put_sub(&sb, &RT_AS(NpSubDtype, self)->f);
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

static Value shape_tuple(int ndim, const int64_t *shape) {
  Value t = rt_tuple_new(ndim);
  for (int i = 0; i < ndim; i++) rt_tuple_set(t, i, rt_int(shape[i]));
  return t;
}

static Value subdt_getattr(Value self, const char *name) {
  const NpField *f = &RT_AS(NpSubDtype, self)->f;
  if (!strcmp(name, "shape")) return shape_tuple(f->sub_ndim, f->sub_shape);
  if (!strcmp(name, "ndim")) return rt_int(f->sub_ndim);
  if (!strcmp(name, "base")) return rt_dtypeobj_new(f->dt);
  if (!strcmp(name, "itemsize")) return rt_int(field_nbytes(f));
  if (!strcmp(name, "names")) return rt_none();
  if (!strcmp(name, "kind")) return rt_str_from_c("V");
  if (!strcmp(name, "isbuiltin")) return rt_int(0);
  if (!strcmp(name, "subdtype")) {
    Value t = rt_tuple_new(2);
    rt_tuple_set(t, 0, rt_dtypeobj_new(f->dt));
    rt_tuple_set(t, 1, shape_tuple(f->sub_ndim, f->sub_shape));
    return t;
  }
  return rt_undef();
}

static const ObjType subdtype_type = {
    .name = "numpy.dtype[void]", .free = subdt_free, .repr = subdt_repr, .str = subdt_str,
    .getattr = subdt_getattr};

Value np_field_dtype(const NpField *f) {
  if (f->str) return f->bytes ? np_bytesdtype_new(f->sub_shape[0]) : np_strdtype_new(f->sub_shape[0]);
  if (f->obj) return np_objdtype_new();
  if (!rt_is_undef(f->rec)) return rt_incref(f->rec), f->rec;
  if (f->sub_ndim == 0) return rt_dtypeobj_new(f->dt);
  NpSubDtype *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &subdtype_type);
  d->f = *f;
  d->f.name = rt_none();
  return rt_obj(d);
}

Value np_subdtype_new(DType base, int ndim, const int64_t *shape) {
  NpField f;
  memset(&f, 0, sizeof f);
  f.name = rt_none();
  f.rec = rt_undef();
  f.dt = base;
  f.sub_ndim = ndim;
  memcpy(f.sub_shape, shape, sizeof(int64_t) * (size_t)ndim);
  return np_field_dtype(&f);
}

bool np_subdtype_parts(Value v, DType *base, int *ndim, int64_t *shape) {
  if (!rt_is_type(v, &subdtype_type)) return false;
  const NpField *f = &RT_AS(NpSubDtype, v)->f;
  *base = f->dt;
  *ndim = f->sub_ndim;
  memcpy(shape, f->sub_shape, sizeof(int64_t) * (size_t)f->sub_ndim);
  return true;
}

/* ---- the structured dtype object ---- */

static void recdt_free(Obj *o) {
  NpRecDtype *d = (NpRecDtype *)o;
  for (int i = 0; i < d->nfields; i++) {
    rt_decref(d->fields[i].name);
    rt_decref(d->fields[i].rec);
  }
  free(d->fields);
  free(d);
}

static NpRecDtype *recdt_alloc(int64_t n, Value *keep) {
  NpRecDtype *d = rt_malloc(sizeof *d);
  memset(d, 0, sizeof *d);
  rt_obj_init(&d->hdr, &np_recdtype_type);
  d->fields = rt_malloc(sizeof(NpField) * (size_t)(n ? n : 1));
  d->alignment = 1;
  *keep = rt_obj(d);
  return d;
}

Value np_recdtype_new(int64_t n) {
  Value out;
  recdt_alloc(n, &out);
  return out;
}

int np_rec_field_index(const NpRecDtype *d, Value name) {
  if (!rt_is_str(name)) return -1;
  for (int i = 0; i < d->nfields; i++) {
    if (!strcmp(rt_str_data(d->fields[i].name), rt_str_data(name))) return i;
  }
  return -1;
}

/* Whether the offsets are those the list form rebuilds (NumPy's _is_packed). */
static bool is_packed(const NpRecDtype *d) {
  int64_t off = 0;
  int maxal = 1;
  for (int i = 0; i < d->nfields; i++) {
    int al = field_alignment(&d->fields[i]);
    if (d->aligned) {
      off = (off + al - 1) / al * al;
      if (al > maxal) maxal = al;
    }
    if (d->fields[i].offset != off) return false;
    off += field_nbytes(&d->fields[i]);
  }
  if (d->aligned) off = (off + maxal - 1) / maxal * maxal;
  return off == d->itemsize;
}

/* A string field's format: '<U5' ('<U' for width 0, as NumPy writes it). */
static void put_str_format(StrBuf *sb, const NpField *f) {
  rt_sb_puts(sb, f->bytes ? "'S" : "'<U");
  if (f->sub_shape[0]) rt_sb_printf(sb, "%lld", (long long)f->sub_shape[0]);
  rt_sb_putc(sb, '\'');
}

static void put_list_form(StrBuf *sb, const NpRecDtype *d) {
  rt_sb_putc(sb, '[');
  for (int i = 0; i < d->nfields; i++) {
    const NpField *f = &d->fields[i];
    rt_sb_puts(sb, i ? ", (" : "(");
    rt_sb_repr(sb, f->name);
    rt_sb_puts(sb, ", ");
    if (f->str || f->obj) {
      if (f->obj) rt_sb_puts(sb, "'O'");
      else put_str_format(sb, f);
      rt_sb_putc(sb, ')');
      continue;
    }
    if (!rt_is_undef(f->rec)) {
      np_recdtype_repr_body(sb, RT_AS(NpRecDtype, f->rec));
      rt_sb_putc(sb, ')');
      continue;
    }
    put_short(sb, f->dt);
    if (f->sub_ndim) {
      rt_sb_puts(sb, ", ");
      rt_sb_shape(sb, f->sub_ndim, f->sub_shape);
    }
    rt_sb_putc(sb, ')');
  }
  rt_sb_putc(sb, ']');
}

static void put_dict_form(StrBuf *sb, const NpRecDtype *d, bool with_align) {
  rt_sb_puts(sb, "{'names': [");
  for (int i = 0; i < d->nfields; i++) {
    if (i) rt_sb_puts(sb, ", ");
    rt_sb_repr(sb, d->fields[i].name);
  }
  rt_sb_puts(sb, "], 'formats': [");
  for (int i = 0; i < d->nfields; i++) {
    if (i) rt_sb_puts(sb, ", ");
    if (d->fields[i].obj)
      rt_sb_puts(sb, "'O'");
    else if (d->fields[i].str)
      put_str_format(sb, &d->fields[i]);
    else if (!rt_is_undef(d->fields[i].rec))
      np_recdtype_repr_body(sb, RT_AS(NpRecDtype, d->fields[i].rec));
    else if (d->fields[i].sub_ndim)
      put_sub(sb, &d->fields[i]);
    else
      put_short(sb, d->fields[i].dt);
  }
  rt_sb_puts(sb, "], 'offsets': [");
  for (int i = 0; i < d->nfields; i++)
    rt_sb_printf(sb, i ? ", %lld" : "%lld", (long long)d->fields[i].offset);
  rt_sb_printf(sb, "], 'itemsize': %lld", (long long)d->itemsize);
  rt_sb_puts(sb, with_align && d->aligned ? ", 'aligned': True}" : "}");
}

void np_recdtype_repr_body(StrBuf *sb, const NpRecDtype *d) {
  if (is_packed(d))
    put_list_form(sb, d);
  else
    put_dict_form(sb, d, false);
  if (d->aligned) rt_sb_puts(sb, ", align=True");
}

static void put_str_form(StrBuf *sb, const NpRecDtype *d) {
  if (d->record) rt_sb_puts(sb, "(numpy.record, ");
  if (!d->aligned && is_packed(d))
    put_list_form(sb, d);
  else
    put_dict_form(sb, d, true);
  if (d->record) rt_sb_putc(sb, ')');
}

static Value recdt_repr(Value self) {
  if (RT_AS(NpRecDtype, self)->plain && RT_AS(NpRecDtype, self)->itemsize == 0) return rt_str_from_c("dtype('V')");
  if (RT_AS(NpRecDtype, self)->plain)
    return rt_str_printf("dtype('V%lld')", (long long)RT_AS(NpRecDtype, self)->itemsize);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "dtype(");
  if (RT_AS(NpRecDtype, self)->record) put_str_form(&sb, RT_AS(NpRecDtype, self));
  else np_recdtype_repr_body(&sb, RT_AS(NpRecDtype, self));
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

static Value recdt_str(Value self) {
  if (RT_AS(NpRecDtype, self)->plain) return rt_str_printf("|V%lld", (long long)RT_AS(NpRecDtype, self)->itemsize);
  StrBuf sb;
  rt_sb_init(&sb);
  put_str_form(&sb, RT_AS(NpRecDtype, self));
  return rt_sb_to_str(&sb);
}

Value np_recdtype_as_record(Value dv) {
  const NpRecDtype *d = RT_AS(NpRecDtype, dv);
  Value out;
  NpRecDtype *o = recdt_alloc(d->nfields, &out);
  for (int i = 0; i < d->nfields; i++) {
    o->fields[i] = d->fields[i];
    rt_incref(o->fields[i].name);
    rt_incref(o->fields[i].rec);
  }
  o->nfields = d->nfields;
  o->itemsize = d->itemsize;
  o->alignment = d->alignment;
  o->aligned = d->aligned;
  o->record = true;
  return out;
}

static Value typestr_value(DType dt) {
  StrBuf sb;
  rt_sb_init(&sb);
  put_typestr(&sb, dt);
  return rt_sb_to_str(&sb);
}

static Value void_pad(int64_t n) {
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_str_from_c(""));
  rt_tuple_set(t, 1, rt_str_printf("|V%lld", (long long)n));
  return t;
}

/* dtype.descr: (name, typestr[, shape]) per field, ('', '|V<n>') for each gap. */
static Value descr_list(const NpRecDtype *d) {
  Value l = rt_list_new(d->nfields), t;
  int mark = rt_cleanup_push_value(&l);
  int64_t end = 0;
  for (int i = 0; i < d->nfields; i++) {
    const NpField *f = &d->fields[i];
    if (f->offset > end) {
      t = void_pad(f->offset - end);
      rt_list_append(l, t);
      rt_decref(t);
    }
    t = rt_tuple_new(f->sub_ndim && !f->str && rt_is_undef(f->rec) ? 3 : 2);
    rt_incref(f->name);
    rt_tuple_set(t, 0, f->name);
    bool plain = !f->str && rt_is_undef(f->rec);
    if (f->obj)
      rt_tuple_set(t, 1, rt_str_from_c("|O"));
    else if (f->str)
      rt_tuple_set(t, 1, rt_str_printf(f->bytes ? "|S%lld" : "<U%lld", (long long)f->sub_shape[0]));
    else if (!plain) rt_tuple_set(t, 1, descr_list(RT_AS(NpRecDtype, f->rec)));
    else rt_tuple_set(t, 1, typestr_value(f->dt));
    if (f->sub_ndim && plain) rt_tuple_set(t, 2, shape_tuple(f->sub_ndim, f->sub_shape));
    rt_list_append(l, t);
    rt_decref(t);
    if (f->offset + field_nbytes(f) > end) end = f->offset + field_nbytes(f);
  }
  if (d->itemsize > end) {
    t = void_pad(d->itemsize - end);
    rt_list_append(l, t);
    rt_decref(t);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static Value fields_dict(const NpRecDtype *d) {
  Value dict = rt_dict_new();
  int mark = rt_cleanup_push_value(&dict);
  for (int i = 0; i < d->nfields; i++) {
    Value t = rt_tuple_new(2);
    rt_tuple_set(t, 0, np_field_dtype(&d->fields[i]));
    rt_tuple_set(t, 1, rt_int(d->fields[i].offset));
    rt_dict_set(dict, d->fields[i].name, t);
    rt_decref(t);
  }
  rt_cleanup_pop(mark, false);
  return dict;
}

static Value recdt_getattr(Value self, const char *name) {
  const NpRecDtype *d = RT_AS(NpRecDtype, self);
  if (d->plain && (!strcmp(name, "names") || !strcmp(name, "fields"))) return rt_none();
  if (!strcmp(name, "type") && !d->record) { /* np.void */
    Value np = rt_import("numpy");
    Value t = rt_getattr(np, "void");
    rt_decref(np);
    return t;
  }
  if (!strcmp(name, "names")) {
    Value t = rt_tuple_new(d->nfields);
    for (int i = 0; i < d->nfields; i++) {
      rt_incref(d->fields[i].name);
      rt_tuple_set(t, i, d->fields[i].name);
    }
    return t;
  }
  if (!strcmp(name, "fields")) return fields_dict(d);
  if (!strcmp(name, "descr")) return descr_list(d);
  if (!strcmp(name, "itemsize")) return rt_int(d->itemsize);
  if (!strcmp(name, "kind") || !strcmp(name, "char")) return rt_str_from_c("V");
  if (!strcmp(name, "str")) return rt_str_printf("|V%lld", (long long)d->itemsize);
  if (!strcmp(name, "name")) return rt_str_printf("void%lld", (long long)(8 * d->itemsize));
  if (!strcmp(name, "num")) return rt_int(20);
  /* only the unsized plain 'V' is NumPy's singleton */
  if (!strcmp(name, "isbuiltin")) return rt_int(d->plain && d->itemsize == 0 ? 1 : 0);
  if (!strcmp(name, "shape")) return rt_tuple_new(0);
  if (!strcmp(name, "ndim")) return rt_int(0);
  if (!strcmp(name, "subdtype")) return rt_none();
  if (!strcmp(name, "byteorder")) return rt_str_from_c("|");
  if (!strcmp(name, "alignment")) return rt_int(d->alignment);
  if (!strcmp(name, "isalignedstruct")) return rt_bool(d->aligned);
  if (!strcmp(name, "hasobject")) return rt_bool(np_recdtype_has_object(d));
  if (!strcmp(name, "base")) return rt_incref(self), self;
  return rt_undef();
}

/* dt['x'], dt[0] */
static Value recdt_getitem(Value self, Value key) {
  const NpRecDtype *d = RT_AS(NpRecDtype, self);
  if (rt_is_str(key)) {
    int i = np_rec_field_index(d, key);
    if (i < 0) {
      Value msg = rt_str_printf("Field named '%s' not found.", rt_str_data(key));
      rt_cleanup_push_value(&msg);
      rt_raise_key_error(msg);
    }
    return np_field_dtype(&d->fields[i]);
  }
  int64_t i = rt_to_index(key, "index");
  if (i < -d->nfields || i >= d->nfields)
    rt_raise(RT_EXC_IndexError, "Field index %lld out of range.", (long long)i);
  return np_field_dtype(&d->fields[i < 0 ? i + d->nfields : i]);
}

static int64_t recdt_len(Value self) { return RT_AS(NpRecDtype, self)->nfields; }

static bool same_layout(const NpRecDtype *a, const NpRecDtype *b) {
  if (a->nfields != b->nfields || a->itemsize != b->itemsize || a->plain != b->plain) return false;
  for (int i = 0; i < a->nfields; i++) {
    const NpField *x = &a->fields[i], *y = &b->fields[i];
    if (rt_is_undef(x->rec) != rt_is_undef(y->rec) ||
        (!rt_is_undef(x->rec) && !same_layout(RT_AS(NpRecDtype, x->rec), RT_AS(NpRecDtype, y->rec))))
      return false;
    if (x->dt != y->dt || x->str != y->str || x->obj != y->obj || x->offset != y->offset || x->sub_ndim != y->sub_ndim ||
        memcmp(x->sub_shape, y->sub_shape, sizeof(int64_t) * (size_t)x->sub_ndim) ||
        strcmp(rt_str_data(x->name), rt_str_data(y->name)))
      return false;
  }
  return true;
}

static Value recdt_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  bool same = np_is_recdtype(a) && np_is_recdtype(b) &&
              same_layout(RT_AS(NpRecDtype, a), RT_AS(NpRecDtype, b));
  return rt_bool(op == RT_OP_EQ ? same : !same);
}

static int64_t recdt_hash(Value self) {
  const NpRecDtype *d = RT_AS(NpRecDtype, self);
  uint64_t h = (uint64_t)d->itemsize * 1000003u;
  for (int i = 0; i < d->nfields; i++) {
    for (const char *s = rt_str_data(d->fields[i].name); *s; s++) h = h * 31 + (uint8_t)*s;
    h = h * 131 + (uint64_t)d->fields[i].dt * 17 + (uint64_t)d->fields[i].offset;
  }
  int64_t r = (int64_t)(h >> 1);
  return r == -1 ? -2 : r;
}

const ObjType np_recdtype_type = {
    .name = "numpy.dtype[void]", .free = recdt_free, .repr = recdt_repr, .str = recdt_str,
    .getattr = recdt_getattr, .getitem = recdt_getitem, .len = recdt_len, .binop = recdt_binop,
    .hash = recdt_hash};

/* ---- parsing ---- */

static Value seq_at(Value seq, int64_t i) {
  return rt_is_tuple(seq) ? RT_AS(Tuple, seq)->items[i] : RT_AS(List, seq)->items[i];
}

static int64_t seq_len(Value seq) {
  return rt_is_tuple(seq) ? RT_AS(Tuple, seq)->n : RT_AS(List, seq)->n;
}

static bool is_seq(Value v) { return rt_is_tuple(v) || rt_is_list(v); }

/* The subarray shape of a field: an int n is (n,), a tuple of ints is itself. */
static void parse_sub_shape(Value v, NpField *f) {
  if (!rt_is_tuple(v)) {
    f->sub_ndim = 1;
    f->sub_shape[0] = rt_to_index(v, "shape");
  } else {
    int64_t n = seq_len(v);
    if (n > NP_SUBDIM)
      rt_raise(RT_EXC_ValueError, "a field's subarray has at most %d dimensions here",
               NP_SUBDIM);
    f->sub_ndim = (int)n;
    for (int64_t i = 0; i < n; i++) f->sub_shape[i] = rt_to_index(seq_at(v, i), "shape");
  }
  for (int i = 0; i < f->sub_ndim; i++) {
    if (f->sub_shape[i] < 0)
      rt_raise(RT_EXC_ValueError, "invalid shape in fixed-type tuple: dimension smaller "
                                  "than zero.");
  }
}

/* A field shape of plain 1 means no shape in NumPy 1.24, with its FutureWarning. */
static bool shape_one_warned(Value shape) {
  if (shape.tag != RT_INT || shape.as.i != 1) return false;
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c("Passing (type, 1) or '1type' as a synonym of type is deprecated; "
                                 "in a future version of numpy, it will be understood as "
                                 "(type, (1,)) / '(1,)type'."),
                   rt_exc_class(RT_EXC_FutureWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
  return true;
}

static const char *lead_shape(const char *p, Value *shape);

static void add_field(NpRecDtype *d, Value name, Value fmt, Value shape) {
  if (!rt_is_str(name))
    rt_raise(RT_EXC_TypeError, "First element of field tuple is neither a tuple nor str");
  if (rt_is_undef(shape) && rt_is_str(fmt) && (*rt_str_data(fmt) == '(' ||
                                                isdigit((unsigned char)*rt_str_data(fmt)))) {
    Value sh = rt_undef(), base = rt_undef(); /* ('pos', '(2,)f8'): the shape in the format */
    int m = rt_cleanup_push_value(&sh);
    rt_cleanup_push_value(&base);
    base = rt_str_from_c(lead_shape(rt_str_data(fmt), &sh));
    add_field(d, name, base, sh);
    rt_cleanup_pop(m, true);
    return;
  }
  /* an empty name is NumPy's default one, f<index> */
  name = RT_AS(Str, name)->nbytes ? rt_incref(name), name : rt_str_printf("f%d", d->nfields);
  int mark = rt_cleanup_push_value(&name);
  if (np_rec_field_index(d, name) >= 0)
    rt_raise(RT_EXC_ValueError, "field '%s' occurs more than once", rt_str_data(name));
  if (shape_one_warned(shape)) shape = rt_undef();
  NpField *f = &d->fields[d->nfields];
  memset(f, 0, sizeof *f);
  f->rec = rt_undef();
  int64_t width = np_str_dtype_width(fmt), wbytes = np_bytes_dtype_width(fmt);
  bool object = np_is_obj_dtype(fmt);
  Value nested = width < 0 && wbytes < 0 && !rt_is_str(fmt) && !object ? np_recdtype_of(fmt, false)
                                                                       : rt_undef();
  if (!rt_is_undef(nested)) { /* a structure inside the record: its bytes as a uint8 subarray */
    rt_cleanup_push_value(&nested);
    if (!rt_is_undef(shape))
      rt_raise(RT_EXC_TypeError, "subarrays of nested structured fields are not supported in "
                                 "Weft");
    f->dt = DT_UINT8;
    f->sub_ndim = 1;
    f->sub_shape[0] = RT_AS(NpRecDtype, nested)->itemsize;
  } else if (object) { /* 'O': a handle to the value (np_recobj.c) */
    if (!rt_is_undef(shape))
      rt_raise(RT_EXC_TypeError, "subarrays of object fields are not supported in Weft");
    f->dt = DT_INT64;
    f->obj = true;
  } else if (width >= 0 || wbytes >= 0) { /* 'U5': five code points as a uint32 subarray;
                                             'S5': five bytes as a uint8 one */
    if (!rt_is_undef(shape))
      rt_raise(RT_EXC_TypeError, "subarrays of string fields are not supported in Weft");
    f->bytes = wbytes >= 0;
    f->dt = f->bytes ? DT_UINT8 : DT_UINT32;
    f->str = true;
    f->sub_ndim = 1;
    f->sub_shape[0] = f->bytes ? wbytes : width;
  } else {
    f->dt = rt_dtype_from_value(fmt);
  }
  if (!rt_is_undef(shape)) parse_sub_shape(shape, f);
  rt_cleanup_pop(mark, false); /* the name and a nested dtype now belong to the field */
  f->rec = nested;
  f->name = name;
  d->nfields++;
}

/* Offsets one after another (rounded up to each field's alignment when align). */
static void lay_out(NpRecDtype *d, bool align) {
  int64_t off = 0;
  for (int i = 0; i < d->nfields; i++) {
    int al = field_alignment(&d->fields[i]);
    if (align) {
      off = (off + al - 1) / al * al;
      if (al > d->alignment) d->alignment = al;
    }
    d->fields[i].offset = off;
    off += field_nbytes(&d->fields[i]);
  }
  d->itemsize = align ? (off + d->alignment - 1) / d->alignment * d->alignment : off;
  d->aligned = align;
}

static _Noreturn void bad_entry(Value e, const char *what) {
  Value r = rt_repr(e);
  char msg[200];
  snprintf(msg, sizeof msg, "%s", rt_str_data(r));
  rt_decref(r);
  rt_raise(RT_EXC_TypeError, "Field elements must be %s, got '%s'", what, msg);
}

/* [('x', 'f8'), ('v', 'f4', (3,)), ...] */
static Value from_list(Value spec, bool align) {
  Value out;
  NpRecDtype *d = recdt_alloc(seq_len(spec), &out);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; i < seq_len(spec); i++) {
    Value e = seq_at(spec, i);
    if (!rt_is_tuple(e) || seq_len(e) < 2) bad_entry(e, "2- or 3-tuples");
    if (seq_len(e) > 3) bad_entry(e, "tuples with at most 3 elements");
    add_field(d, seq_at(e, 0), seq_at(e, 1), seq_len(e) == 3 ? seq_at(e, 2) : rt_undef());
  }
  lay_out(d, align);
  rt_cleanup_pop(mark, false);
  return out;
}

/* A dict entry as a list or tuple, a new reference (RT_UNDEF when absent); another iterable
 * ('ab' for names) becomes a list of its items. */
static Value dict_seq(Value spec, const char *key) {
  Value v = rt_dict_get_str(spec, key);
  if (rt_is_undef(v) || is_seq(v)) return rt_incref(v), v;
  Value it = rt_iter(v), item, l = rt_list_new(0);
  int mark = rt_cleanup_push_value(&l);
  rt_cleanup_push_value(&it);
  while (rt_next(it, &item)) {
    rt_list_append(l, item);
    rt_decref(item);
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return l;
}

/* {'names': [...], 'formats': [...], 'offsets': [...], 'itemsize': n, 'aligned': b} */
static Value from_dict(Value spec, bool align) {
  Value names = rt_undef(), formats = rt_undef(), offsets = rt_undef();
  int entries = rt_cleanup_push_value(&names);
  rt_cleanup_push_value(&formats);
  rt_cleanup_push_value(&offsets);
  names = dict_seq(spec, "names");
  formats = dict_seq(spec, "formats");
  offsets = dict_seq(spec, "offsets");
  Value size = rt_dict_get_str(spec, "itemsize");
  Value al = rt_dict_get_str(spec, "aligned");
  if (!rt_is_undef(al) && rt_truthy(al)) align = true;
  int64_t n = seq_len(names);
  if (seq_len(formats) < n || (!rt_is_undef(offsets) && seq_len(offsets) != n))
    rt_raise(RT_EXC_ValueError, "'names', 'formats', 'offsets', and 'titles' dict entries "
                                "must have the same length");
  Value out;
  NpRecDtype *d = recdt_alloc(n, &out);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; i < n; i++) add_field(d, seq_at(names, i), seq_at(formats, i), rt_undef());
  lay_out(d, align);
  if (!rt_is_undef(offsets)) {
    int64_t end = 0;
    for (int64_t i = 0; i < n; i++) {
      d->fields[i].offset = rt_to_index(seq_at(offsets, i), "offset");
      int64_t e = d->fields[i].offset + field_nbytes(&d->fields[i]);
      if (e > end) end = e;
    }
    d->itemsize = end;
  }
  if (!rt_is_undef(size)) {
    int64_t want = rt_to_index(size, "itemsize");
    if (want < d->itemsize)
      rt_raise(RT_EXC_ValueError, "NumPy dtype descriptor requires %lld bytes, cannot "
                                  "override to smaller itemsize of %lld",
               (long long)d->itemsize, (long long)want);
    d->itemsize = want;
  }
  rt_cleanup_pop(mark, false);
  rt_cleanup_pop(entries, true);
  return out;
}

/* The shape that begins a format ('(2,3)f4': (2, 3), '3i4': 3; *shape left as it was when
 * there is none) and the rest of the text. */
static const char *lead_shape(const char *p, Value *shape) {
  if (*p == '(') {
    const char *close = strchr(p, ')');
    int64_t dims[NP_SUBDIM];
    int nd = 0;
    for (char *q = (char *)p + 1; close && q < close && nd < NP_SUBDIM;) {
      dims[nd++] = strtoll(q, &q, 10);
      while (*q == ',' || *q == ' ') q++;
    }
    *shape = rt_tuple_new(nd);
    for (int i = 0; i < nd; i++) rt_tuple_set(*shape, i, rt_int(dims[i]));
    return close ? close + 1 : p + strlen(p);
  }
  if (isdigit((unsigned char)*p)) {
    char *end;
    *shape = rt_int(strtoll(p, &end, 10));
    return end;
  }
  return p;
}

/* One part of 'f8,3i4,(2,3)f4': an optional shape, then a type name. */
static void comma_part(NpRecDtype *d, const char *s, size_t n) {
  while (n && isspace((unsigned char)*s)) s++, n--;
  while (n && isspace((unsigned char)s[n - 1])) n--;
  char buf[64];
  snprintf(buf, sizeof buf, "%.*s", (int)(n < 63 ? n : 63), s);
  char *p = buf;
  Value shape = rt_undef(), name = rt_str_printf("f%d", d->nfields), fmt = rt_undef();
  int mark = rt_cleanup_push_value(&shape);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&fmt);
  fmt = rt_str_from_c(lead_shape(p, &shape));
  add_field(d, name, fmt, shape);
  rt_cleanup_pop(mark, true);
}

/* Whether s has a comma outside parentheses ('f8,i4', not '(2,3)f8'). */
static bool top_level_comma(const char *s) {
  for (int depth = 0; *s; s++) {
    depth += (*s == '(') - (*s == ')');
    if (*s == ',' && depth == 0) return true;
  }
  return false;
}

static Value from_commas(const char *s) {
  int64_t n = 1;
  for (const char *p = s; *p; p++) n += *p == ',';
  Value out;
  NpRecDtype *d = recdt_alloc(n, &out);
  int mark = rt_cleanup_push_value(&out);
  int depth = 0;
  const char *start = s;
  for (const char *p = s;; p++) {
    if (*p == '(') depth++;
    if (*p == ')') depth--;
    if ((*p == ',' && depth == 0) || !*p) {
      if (p > start || *p) comma_part(d, start, (size_t)(p - start));
      if (!*p) break;
      start = p + 1;
    }
  }
  lay_out(d, false);
  rt_cleanup_pop(mark, false);
  return out;
}

/* 'V8', '|V8', 'V': the unstructured void dtype of that many bytes; RT_UNDEF otherwise. */
static Value plain_void(const char *s) {
  if (*s == '|' || *s == '<' || *s == '>' || *s == '=') s++;
  if (*s != 'V' || strspn(s + 1, "0123456789") != strlen(s + 1) || strlen(s + 1) > 12) return rt_undef();
  Value out;
  NpRecDtype *d = recdt_alloc(0, &out);
  d->itemsize = atoll(s + 1);
  d->plain = true;
  return out;
}

Value np_recdtype_of(Value spec, bool align) {
  if (np_is_recdtype(spec)) return rt_incref(spec), spec;
  if (rt_is_str(spec)) {
    Value v = plain_void(rt_str_data(spec));
    if (!rt_is_undef(v)) return v;
  }
  if (rt_is_native(spec) && RT_AS(NativeFunc, spec)->repr_as &&
      !strcmp(RT_AS(NativeFunc, spec)->repr_as, "<class 'numpy.void'>"))
    return plain_void("V"); /* np.dtype(np.void): dtype('V') */
  if (rt_is_list(spec)) return from_list(spec, align);
  if (rt_is_type(spec, &rt_dict_type) && !rt_is_undef(rt_dict_get_str(spec, "names")) &&
      !rt_is_undef(rt_dict_get_str(spec, "formats")))
    return from_dict(spec, align);
  if (rt_is_str(spec) && top_level_comma(rt_str_data(spec)))
    return from_commas(rt_str_data(spec));
  return rt_undef(); /* '(2,3)f8' is one item: a subarray dtype (np_subdtype.c) */
}

/* kir_typer_record.c — structured arrays in kernels, as Numba's CUDA simulator runs them: a
 * record parameter A arrives as one engine array per field (kir_lower_sig: field x is a
 * strided view of the records, with the field's dtype and any subarray axes after A's), and
 * the typer reads A[i]['x'] and A[i].x as field x's array at A[i]'s index, for loads, stores
 * and augmented assignments alike; A.shape/size/ndim are those of a scalar field's view. A
 * record is never a value of its own here: `r = A[i]` is a compile error that says so.
 */
#include <stdio.h>
#include <string.h>

#include "kir_typer.h"

TVal kir_record_param(Typer *T, KirTy t, int *e, const char *name) {
  KirFunc *f = T->f;
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_RECARR;
  v.rec = t.rec;
  v.n = rt_np_record_nfields(t.rec);
  v.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)v.n);
  for (int k = 0; k < v.n; k++) {
    DType dt;
    int sub, p = (*e)++;
    rt_np_record_field_info(t.rec, k, &dt, &sub);
    TVal *a = &v.items[k];
    memset(a, 0, sizeof *a);
    a->kind = TV_ARRAY;
    a->slot = kir_new_slot(f, KIR_SLOT_PARAM, dt, t.ndim + sub, name);
    f->slots[a->slot].param = p;
    f->params[p] = -1;
  }
  return v;
}

/* The field named by e's key: a str constant A[i]['x'] or an attribute A[i].x. */
static const char *field_key(const Expr *e, const Expr **rec) {
  if (e->kind == EX_SUBSCRIPT && e->as.subscript.index->kind == EX_STR) {
    *rec = e->as.subscript.obj;
    return e->as.subscript.index->as.str.s;
  }
  if (e->kind == EX_ATTR) {
    *rec = e->as.attr.obj;
    return e->as.attr.name;
  }
  return NULL;
}

/* The variable of a name that holds records, NULL for any other expression. */
static const TVal *records_named(Typer *T, const Expr *e) {
  if (e->kind != EX_NAME) return NULL;
  TVar *var = kir_find_var(T, e->as.name.id);
  return var && var->val.kind == TV_RECARR ? &var->val : NULL;
}

bool kir_record_field(Typer *T, Expr *e, TVal *field, Expr **at) {
  const Expr *rec;
  const char *key = field_key(e, &rec);
  if (!key) return false;
  const TVal *v = records_named(T, rec);
  if (v && v->rec < 0) { /* r.x of a record r = A[i]: its field's view, indexed by () */
    Expr *sub = vm_arena_alloc(T->arena, sizeof *sub), *none = vm_arena_alloc(T->arena, sizeof *none);
    none->kind = EX_TUPLE;
    none->span = sub->span = e->span;
    sub->kind = EX_SUBSCRIPT;
    sub->as.subscript.obj = (Expr *)rec;
    sub->as.subscript.index = none;
    rec = sub;
  } else if (rec->kind == EX_SUBSCRIPT) {
    v = records_named(T, rec->as.subscript.obj);
  } else {
    v = NULL;
  }
  if (!v) return false;
  int k = rt_np_record_field_find(v->rec < 0 ? -v->rec : v->rec, key);
  if (k < 0) {
    if (e->kind == EX_ATTR)
      kir_type_error(T, e->span, "Unknown attribute '%s' of a record", key);
    kir_type_error(T, e->span, "no field of name %s", key);
  }
  *field = v->items[k];
  *at = (Expr *)rec;
  return true;
}

TVal kir_record_index(Typer *T, TVal rec, Expr *e) {
  if (rec.rec < 0) kir_type_error(T, e->span, "a record is indexed by field names in kernels");
  TVal v = rec;
  v.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)rec.n);
  bool one = true;
  for (int k = 0; k < rec.n; k++) {
    bool whole;
    DType dt;
    int sub;
    v.items[k] = kir_index_view(T, rec.items[k], e->as.subscript.index, &whole);
    rt_np_record_field_info(rec.rec, k, &dt, &sub);
    if (!sub && !whole) one = false;
  }
  if (one) v.rec = -rec.rec;
  return v;
}

TVal kir_record_shape_view(Typer *T, TVal rec, Span span) {
  for (int k = 0; k < rec.n; k++) {
    DType dt;
    int sub;
    rt_np_record_field_info(rec.rec, k, &dt, &sub);
    if (!sub) return rec.items[k];
  }
  kir_type_error(T, span, "the shape of a structured array whose fields are all subarrays is "
                          "not available in Weft's kernels");
}

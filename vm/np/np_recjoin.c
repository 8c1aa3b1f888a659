/* np_recjoin.c — numpy.lib.recfunctions functions that combine structured arrays:
 * merge_arrays (side by side), stack_arrays (one after another) and join_by (a join on key
 * fields). They build the result NumPy's way, through the arrays' Python-level operations,
 * as plain arrays (usemask=False); where NumPy would leave an entry masked, the plain result
 * holds what NumPy's ma.filled puts there: the field's default fill value (999999 for
 * integers, 1e+20 for floats, b'N/A' / 'N/A' for strings, True for booleans) or the entry of
 * defaults=. With usemask=True merge_arrays and stack_arrays give a masked structured array
 * (np_ma_rec.c) masked at those entries; join_by's masked result is refused with a message.
 *
 * Every temporary value is appended to one list, `keep`, owned by the function's cleanup;
 * helpers return borrowed references that live as long as that list. */
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_ma.h"
#include "np_record.h"
#include "np_stats.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Hands v (a new reference) to keep and returns it borrowed. */
static Value own(Value keep, Value v) {
  rt_list_append(keep, v);
  rt_decref(v);
  return v;
}

static Value np1(Value keep, const char *fn, Value a) { return own(keep, np_call1(fn, a)); }

static Value np2(Value keep, const char *fn, Value a, Value b) {
  return own(keep, np_callk(fn, 2, (Value[]){a, b}, 0, NULL, NULL));
}

static Value attr(Value keep, Value v, const char *name) { return own(keep, rt_getattr(v, name)); }

static Value item(Value keep, Value v, Value key) { return own(keep, rt_getitem(v, key)); }

static Value method0(Value keep, Value v, const char *name) {
  return own(keep, rt_call(attr(keep, v, name), 0, NULL, NULL));
}

static Value slice(Value keep, int64_t start, int64_t stop) {
  return own(keep, rt_slice_new(rt_int(start), rt_int(stop), rt_none()));
}

/* dtype.names: None for a plain dtype (whose Weft object may lack the attribute). */
static Value dt_names(Value keep, Value dt) {
  Value n;
  if (!rt_try_getattr(dt, "names", &n)) return rt_none();
  return own(keep, n);
}

static bool is_ndarray(Value v) { return rt_is_array(v) || np_is_recarr(v) || np_is_void(v); }

static void refuse_mask(Value usemask, const char *fn) {
  if (rt_truthy(usemask))
    rt_raise(RT_EXC_TypeError, "Weft's numpy.lib.recfunctions.%s makes plain arrays only: pass "
                               "usemask=False", fn);
}

static Value finish(Value r, Value asrecarray) {
  rt_incref(r);
  if (!np_given(asrecarray) || !rt_truthy(asrecarray)) return r;
  Value q = np_rec_as_recarray(r);
  rt_decref(r);
  return q;
}

/* (name, dtype) pairs of a dtype, appended to spec: its fields, or ('', dtype) for a plain one. */
static void add_fieldspec(Value keep, Value spec, Value dt) {
  Value names = dt_names(keep, dt);
  if (rt_is_none(names)) {
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){own(keep, rt_str_from_c("")), dt})));
    return;
  }
  for (int64_t i = 0; i < rt_len(names); i++) {
    Value nm = RT_AS(Tuple, names)->items[i];
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){nm, item(keep, dt, nm)})));
  }
}

/* NumPy's ma.default_fill_value for a field's dtype. */
static Value default_fill(Value keep, Value dt) {
  const char *k = rt_str_data(attr(keep, dt, "kind"));
  switch (k[0]) {
  case 'b': return rt_bool(true);
  case 'i': case 'u': return rt_int(999999);
  case 'f': case 'c': return rt_float(1e20);
  case 'S': return own(keep, rt_bytes_new(&rt_bytes_type, "N/A", 3));
  case 'U': return own(keep, rt_str_from_c("N/A"));
  case 'O': return own(keep, rt_str_from_c("?"));
  default: return own(keep, rt_bytes_new(&rt_bytes_type, "???", 3));
  }
}

/* An array of n records of dtype(spec), every field holding defaults[name] or its default fill
 * value (NumPy's ma.masked_all, then _fix_defaults and ma.filled). */
static Value filled_output(Value keep, int64_t n, Value spec, Value defaults) {
  Value dt = np1(keep, "dtype", spec);
  Value shape = own(keep, rt_tuple_from(1, (Value[]){rt_int(n)}));
  Value out = np2(keep, "empty", shape, dt);
  Value names = dt_names(keep, dt);
  for (int64_t i = 0; i < rt_len(names); i++) {
    Value nm = RT_AS(Tuple, names)->items[i];
    bool given = np_given(defaults) && rt_contains(defaults, nm);
    Value v = given ? item(keep, defaults, nm) : default_fill(keep, item(keep, dt, nm));
    rt_setitem(out, nm, v);
  }
  return out;
}

/* out[name][start:stop] = src */
static void put(Value keep, Value out, Value name, int64_t start, int64_t stop, Value src) {
  rt_setitem(item(keep, out, name), slice(keep, start, stop), src);
}

/* ---- merge_arrays ---- */

/* The output dtype's fields contributed by one input (NumPy's _zip_dtype): its own fields when
 * it has one field or when flattening, otherwise one field ('', dtype). Returns whether the
 * input contributes its fields one by one. */
static bool merge_spec(Value keep, Value spec, Value a, bool flatten) {
  Value dt = attr(keep, a, "dtype"), names = dt_names(keep, dt);
  bool by_field = !rt_is_none(names) && (flatten || rt_len(names) == 1);
  if (by_field) {
    add_fieldspec(keep, spec, dt);
  } else {
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){own(keep, rt_str_from_c("")), dt})));
  }
  return by_field;
}

/* merge_arrays' result: out as it is, or with usemask the padding of each shorter input
 * masked (pads: (field name, length) of those inputs). */
static Value merge_result(Value keep, Value out, Value pads, int64_t maxlen, bool usemask, Value asrecarray) {
  if (!usemask) return finish(out, asrecarray);
  rt_incref(out);
  Value m = own(keep, np_ma_rec_result(out, false, asrecarray, "merge_arrays"));
  for (int64_t i = 0; i < rt_len(pads); i++) {
    const Tuple *t = RT_AS(Tuple, RT_AS(List, pads)->items[i]);
    np_ma_rec_set_mask(m, t->items[0], t->items[1].as.i, maxlen, true);
  }
  return (rt_incref(m), m);
}

static Value merge_single(Value keep, Value a, Value asrecarray) {
  Value dt = attr(keep, a, "dtype");
  if (rt_is_none(dt_names(keep, dt))) {
    Value spec = own(keep, rt_list_new(1));
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){own(keep, rt_str_from_c("")), dt})));
    dt = np1(keep, "dtype", spec);
  }
  Value flat = method0(keep, a, "ravel");
  return finish(own(keep, rt_call(attr(keep, flat, "view"), 1, &dt, NULL)), asrecarray);
}

static Value f_merge_arrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seqarrays", "fill_value", "flatten", "usemask",
                                      "asrecarray"};
  Value v[5];
  rt_parse_args("merge_arrays", argc, argv, kw, 5, names, 1, v);
  bool usemask = np_given(v[3]) && rt_truthy(v[3]);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value seq = v[0], fill = rt_is_undef(v[1]) ? rt_int(-1) : v[1];
  bool flatten = np_given(v[2]) && rt_truthy(v[2]);
  if (!is_ndarray(seq) && rt_len(seq) == 1) seq = np1(keep, "asanyarray", item(keep, seq, rt_int(0)));
  if (is_ndarray(seq)) {
    Value r = usemask ? np_ma_rec_result(merge_single(keep, seq, rt_undef()), false, v[4], "merge_arrays")
                      : merge_single(keep, seq, v[4]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t n = rt_len(seq), maxlen = 0;
  Value arrays = own(keep, rt_list_new(n)), spec = own(keep, rt_list_new(n));
  for (int64_t i = 0; i < n; i++) {
    Value a = method0(keep, np1(keep, "asanyarray", item(keep, seq, rt_int(i))), "ravel");
    rt_list_append(arrays, a);
    int64_t len = rt_len(a);
    if (len > maxlen) maxlen = len;
  }
  Value by_field = own(keep, rt_list_new(n)); /* bools: the input contributes field by field */
  for (int64_t i = 0; i < n; i++)
    rt_list_append(by_field, rt_bool(merge_spec(keep, spec, RT_AS(List, arrays)->items[i], flatten)));
  Value dt = np1(keep, "dtype", spec);
  Value out = np2(keep, "empty", own(keep, rt_tuple_from(1, (Value[]){rt_int(maxlen)})), dt);
  Value onames = dt_names(keep, dt), pads = own(keep, rt_list_new(0));
  int64_t f = 0;
  for (int64_t i = 0; i < n; i++) {
    Value a = RT_AS(List, arrays)->items[i], anames = dt_names(keep, attr(keep, a, "dtype"));
    bool fields = rt_truthy(RT_AS(List, by_field)->items[i]);
    int64_t len = rt_len(a), nf = fields ? rt_len(anames) : 1;
    for (int64_t j = 0; j < nf; j++, f++) {
      Value oname = RT_AS(Tuple, onames)->items[f];
      Value col = fields ? item(keep, a, RT_AS(Tuple, anames)->items[j]) : a;
      put(keep, out, oname, 0, len, col);
      if (len < maxlen) put(keep, out, oname, len, maxlen, fill);
      if (len < maxlen) rt_list_append(pads, own(keep, rt_tuple_from(2, (Value[]){oname, rt_int(len)})));
    }
  }
  Value r = merge_result(keep, out, pads, maxlen, usemask, v[4]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- stack_arrays ---- */

/* Python's max(a, b) of two dtypes: a unless b > a (a casts safely to b, and they differ). */
static Value dtype_max(Value keep, Value a, Value b) {
  bool gt = rt_truthy(np2(keep, "can_cast", a, b)) && !rt_equal(a, b);
  return gt ? b : a;
}

/* stack_arrays' usemask=True result: each field masked in the rows of the inputs without it. */
static Value stack_masked(Value keep, Value out, Value arrays, Value asrecarray) {
  rt_incref(out);
  bool rec = np_is_recarr(out);
  Value m = own(keep, np_ma_rec_result(out, rec, asrecarray, "stack_arrays"));
  if (!rec) return (rt_incref(m), m);
  int64_t off = 0;
  Value seen = own(keep, rt_list_new(0)); /* as f_stack_arrays names a plain input's field */
  for (int64_t i = 0; i < rt_len(arrays); i++) {
    Value a = RT_AS(List, arrays)->items[i], an = dt_names(keep, attr(keep, a, "dtype"));
    int64_t len = rt_len(a);
    if (rt_is_none(an)) {
      np_ma_rec_set_mask(m, own(keep, rt_str_printf("f%lld", (long long)rt_len(seen))), off, off + len, false);
    } else {
      for (int64_t j = 0; j < rt_len(an); j++) {
        Value nm = RT_AS(Tuple, an)->items[j];
        np_ma_rec_set_mask(m, nm, off, off + len, false);
        if (!rt_contains(seen, nm)) rt_list_append(seen, nm);
      }
    }
    off += len;
  }
  return (rt_incref(m), m);
}

static Value f_stack_arrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrays", "defaults", "usemask", "asrecarray",
                                      "autoconvert"};
  Value v[5];
  rt_parse_args("stack_arrays", argc, argv, kw, 5, names, 1, v);
  if (is_ndarray(v[0])) return (rt_incref(v[0]), v[0]);
  if (rt_len(v[0]) == 1) return rt_getitem(v[0], rt_int(0));
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  bool autoconvert = np_given(v[4]) && rt_truthy(v[4]);
  int64_t n = rt_len(v[0]), total = 0;
  Value arrays = own(keep, rt_list_new(n)), spec = own(keep, rt_list_new(0));
  Value fnames = own(keep, rt_list_new(0));
  for (int64_t i = 0; i < n; i++) {
    Value a = method0(keep, np1(keep, "asanyarray", item(keep, v[0], rt_int(i))), "ravel");
    rt_list_append(arrays, a);
    total += rt_len(a);
    Value one = own(keep, rt_list_new(0));
    add_fieldspec(keep, one, attr(keep, a, "dtype"));
    for (int64_t j = 0; j < rt_len(one); j++) {
      Value e = RT_AS(List, one)->items[j];
      Value nm = RT_AS(Tuple, e)->items[0], fdt = RT_AS(Tuple, e)->items[1];
      int64_t at = -1;
      for (int64_t k = 0; k < rt_len(fnames); k++)
        if (rt_equal(RT_AS(List, fnames)->items[k], nm)) at = k;
      if (at < 0) {
        rt_list_append(spec, e);
        rt_list_append(fnames, nm);
        continue;
      }
      Value cdt = RT_AS(Tuple, RT_AS(List, spec)->items[at])->items[1];
      if (autoconvert) {
        Value ne = own(keep, rt_tuple_from(2, (Value[]){nm, dtype_max(keep, fdt, cdt)}));
        rt_setitem(spec, rt_int(at), ne);
      } else if (!rt_equal(fdt, cdt)) {
        Value cs = own(keep, rt_to_str(cdt)), fs = own(keep, rt_to_str(fdt));
        rt_raise(RT_EXC_TypeError, "Incompatible type '%s' <> '%s'", rt_str_data(cs), rt_str_data(fs));
      }
    }
  }
  bool usemask = rt_is_undef(v[2]) || rt_truthy(v[2]);
  Value out;
  if (rt_len(spec) == 1) {
    out = own(keep, np_call1("concatenate", arrays));
  } else {
    out = filled_output(keep, total, spec, v[1]);
    int64_t off = 0;
    Value seen = own(keep, rt_list_new(0)); /* field names of the structured inputs so far */
    for (int64_t i = 0; i < n; i++) {
      Value a = RT_AS(List, arrays)->items[i], an = dt_names(keep, attr(keep, a, "dtype"));
      int64_t len = rt_len(a);
      if (rt_is_none(an)) {
        put(keep, out, own(keep, rt_str_printf("f%lld", (long long)rt_len(seen))), off, off + len, a);
      } else {
        for (int64_t j = 0; j < rt_len(an); j++) {
          Value nm = RT_AS(Tuple, an)->items[j];
          put(keep, out, nm, off, off + len, item(keep, a, nm));
          if (!rt_contains(seen, nm)) rt_list_append(seen, nm);
        }
      }
      off += len;
    }
  }
  Value r = usemask ? stack_masked(keep, out, arrays, v[3]) : finish(out, v[3]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- join_by ---- */

static Value names_of(Value keep, Value a) { return dt_names(keep, attr(keep, a, "dtype")); }

static Value repr_of(Value keep, Value v) { return own(keep, rt_repr(v)); }

/* Checks jointype and key (NumPy's messages); returns the key's names as a list. */
static Value join_keys(Value keep, Value key, Value r1, Value r2, Value jointype) {
  const char *jt = rt_is_str(jointype) ? rt_str_data(jointype) : "";
  if (strcmp(jt, "inner") && strcmp(jt, "outer") && strcmp(jt, "leftouter"))
    rt_raise(RT_EXC_ValueError, "The 'jointype' argument should be in 'inner', 'outer' or "
                                "'leftouter' (got '%s' instead)", rt_str_data(own(keep, rt_to_str(jointype))));
  Value k = own(keep, rt_list_new(1));
  if (rt_is_str(key)) {
    rt_list_append(k, key);
  } else {
    Value it = own(keep, rt_iter(key)), x;
    while (rt_next(it, &x)) rt_list_append(k, own(keep, x));
  }
  int64_t n = rt_len(k);
  Value *kn = RT_AS(List, k)->items;
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = i + 1; j < n; j++)
      if (rt_equal(kn[i], kn[j]))
        rt_raise(RT_EXC_ValueError, "duplicate join key %s", rt_str_data(repr_of(keep, kn[i])));
  Value n1 = names_of(keep, r1), n2 = names_of(keep, r2);
  for (int64_t i = 0; i < n; i++) {
    if (!rt_contains(n1, kn[i]))
      rt_raise(RT_EXC_ValueError, "r1 does not have key field %s", rt_str_data(repr_of(keep, kn[i])));
    if (!rt_contains(n2, kn[i]))
      rt_raise(RT_EXC_ValueError, "r2 does not have key field %s", rt_str_data(repr_of(keep, kn[i])));
  }
  return k;
}

static Value binop(Value keep, BinOp op, Value a, Value b) { return own(keep, rt_binop(op, a, b)); }

static Value cat2(Value keep, Value a, Value b) {
  return np1(keep, "concatenate", own(keep, rt_tuple_from(2, (Value[]){a, b})));
}

/* The indices into the key columns of r1 then r2 (nb1 rows of r1) sorted by key, and which of
 * them have an equal neighbour (NumPy's idx_sort and flag_in). */
static void join_match(Value keep, Value keys, Value r1, Value r2, Value *idx_sort, Value *flag) {
  int64_t nb1 = rt_len(r1), nb2 = rt_len(r2);
  Value n1 = names_of(keep, r1), spec = own(keep, rt_list_new(0));
  for (int64_t i = 0; i < rt_len(n1); i++) {
    Value nm = RT_AS(Tuple, n1)->items[i];
    if (!rt_contains(keys, nm)) continue;
    Value dt = np2(keep, "result_type", attr(keep, item(keep, r1, nm), "dtype"),
                   attr(keep, item(keep, r2, nm), "dtype"));
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){nm, dt})));
  }
  Value aux = np2(keep, "empty", own(keep, rt_tuple_from(1, (Value[]){rt_int(nb1 + nb2)})),
                  np1(keep, "dtype", spec));
  Value an = names_of(keep, aux);
  for (int64_t i = 0; i < rt_len(an); i++) {
    Value nm = RT_AS(Tuple, an)->items[i];
    put(keep, aux, nm, 0, nb1, item(keep, r1, nm));
    put(keep, aux, nm, nb1, nb1 + nb2, item(keep, r2, nm));
  }
  static const char *const order_kw[] = {"order"};
  *idx_sort = own(keep, rt_call(attr(keep, aux, "argsort"), 0, NULL, &(Kwargs){1, order_kw, &keys}));
  aux = item(keep, aux, *idx_sort);
  Value eq = binop(keep, RT_OP_EQ, item(keep, aux, slice(keep, 1, nb1 + nb2)),
                   item(keep, aux, slice(keep, 0, nb1 + nb2 - 1)));
  Value f = cat2(keep, np1(keep, "array", own(keep, rt_list_from(1, (Value[]){rt_bool(false)}))), eq);
  Value head = slice(keep, 0, nb1 + nb2 - 1);
  rt_setitem(f, head, binop(keep, RT_OP_ADD, item(keep, f, slice(keep, 1, nb1 + nb2)), item(keep, f, head)));
  *flag = f;
}

/* The result's fields: the key fields (r1's order and types), r1's other fields, then r2's,
 * a name both have outside the key becoming name+r1postfix, name+r2postfix side by side. */
static Value join_spec(Value keep, Value keys, Value r1, Value r2, Value p1, Value p2) {
  Value spec = own(keep, rt_list_new(0)), d1 = attr(keep, r1, "dtype"), d2 = attr(keep, r2, "dtype");
  Value n1 = names_of(keep, r1), n2 = names_of(keep, r2);
  for (int pass = 0; pass < 2; pass++)
    for (int64_t i = 0; i < rt_len(n1); i++) {
      Value nm = RT_AS(Tuple, n1)->items[i];
      if (rt_contains(keys, nm) == (pass == 0))
        rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){nm, item(keep, d1, nm)})));
    }
  for (int64_t i = 0; i < rt_len(n2); i++) {
    Value nm = RT_AS(Tuple, n2)->items[i], fdt = item(keep, d2, nm);
    int64_t at = -1;
    for (int64_t j = 0; j < rt_len(spec) && at < 0; j++)
      if (rt_equal(RT_AS(Tuple, RT_AS(List, spec)->items[j])->items[0], nm)) at = j;
    if (at < 0) {
      rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){nm, fdt})));
      continue;
    }
    Value cdt = RT_AS(Tuple, RT_AS(List, spec)->items[at])->items[1];
    if (rt_contains(keys, nm)) {
      rt_setitem(spec, rt_int(at), own(keep, rt_tuple_from(2, (Value[]){nm, dtype_max(keep, fdt, cdt)})));
      continue;
    }
    Value a = own(keep, rt_tuple_from(2, (Value[]){binop(keep, RT_OP_ADD, nm, p1), cdt}));
    Value b = own(keep, rt_tuple_from(2, (Value[]){binop(keep, RT_OP_ADD, nm, p2), fdt}));
    rt_setitem(spec, slice(keep, at, at + 1), own(keep, rt_list_from(2, (Value[]){a, b})));
  }
  return spec;
}

/* Copies the selected rows s of one input into out: rows [0, cmn) are the matched ones, the
 * unmatched ones go to [at, at + spc). */
static void join_fill(Value keep, Value out, Value keys, Value s, Value other, Value post,
                      Value other_post, int64_t cmn, int64_t at, int64_t spc) {
  Value names = names_of(keep, s), onames = names_of(keep, out), on = names_of(keep, other);
  for (int64_t i = 0; i < rt_len(names); i++) {
    Value f = RT_AS(Tuple, names)->items[i], sel = item(keep, s, f);
    if (!rt_contains(onames, f) ||
        (rt_contains(on, f) && !rt_truthy(other_post) && !rt_contains(keys, f)))
      f = binop(keep, RT_OP_ADD, f, post);
    put(keep, out, f, 0, cmn, item(keep, sel, slice(keep, 0, cmn)));
    if (spc) put(keep, out, f, at, at + spc, item(keep, sel, slice(keep, cmn, cmn + spc)));
  }
}

static Value f_join_by(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"key", "r1", "r2", "jointype", "r1postfix", "r2postfix",
                                      "defaults", "usemask", "asrecarray"};
  Value v[9];
  rt_parse_args("join_by", argc, argv, kw, 9, names, 3, v);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value jt = rt_is_undef(v[3]) ? own(keep, rt_str_from_c("inner")) : v[3];
  Value p1 = rt_is_undef(v[4]) ? own(keep, rt_str_from_c("1")) : v[4];
  Value p2 = rt_is_undef(v[5]) ? own(keep, rt_str_from_c("2")) : v[5];
  Value keys = join_keys(keep, v[0], v[1], v[2], jt);
  Value r1 = method0(keep, v[1], "ravel"), r2 = method0(keep, v[2], "ravel");
  int64_t nb1 = rt_len(r1);
  Value n1 = names_of(keep, r1), n2 = names_of(keep, r2);
  bool collide = false;
  for (int64_t i = 0; i < rt_len(n1); i++) {
    Value nm = RT_AS(Tuple, n1)->items[i];
    collide |= rt_contains(n2, nm) && !rt_contains(keys, nm);
  }
  if (collide && !rt_truthy(p1) && !rt_truthy(p2))
    rt_raise(RT_EXC_ValueError, "r1 and r2 contain common names, r1postfix and r2postfix can't "
                                "both be empty");
  refuse_mask(rt_is_undef(v[7]) ? rt_bool(true) : v[7], "join_by");
  Value idx_sort, flag;
  join_match(keep, keys, r1, r2, &idx_sort, &flag);
  Value nb = rt_int(nb1);
  Value idx_in = item(keep, idx_sort, flag);
  Value idx1 = item(keep, idx_in, binop(keep, RT_OP_LT, idx_in, nb));
  Value idx2 = binop(keep, RT_OP_SUB, item(keep, idx_in, binop(keep, RT_OP_GE, idx_in, nb)), nb);
  int64_t r1cmn = rt_len(idx1), r2cmn = rt_len(idx2), r1spc = 0, r2spc = 0;
  const char *j = rt_str_data(jt);
  if (strcmp(j, "inner")) {
    Value out = item(keep, idx_sort, own(keep, rt_unop(RT_UOP_INVERT, flag)));
    idx1 = cat2(keep, idx1, item(keep, out, binop(keep, RT_OP_LT, out, nb)));
    r1spc = rt_len(idx1) - r1cmn;
    if (!strcmp(j, "outer")) {
      idx2 = cat2(keep, idx2, binop(keep, RT_OP_SUB, item(keep, out, binop(keep, RT_OP_GE, out, nb)), nb));
      r2spc = rt_len(idx2) - r2cmn;
    }
  }
  Value s1 = item(keep, r1, idx1), s2 = item(keep, r2, idx2);
  int64_t cmn = r1cmn > r2cmn ? r1cmn : r2cmn;
  Value out = filled_output(keep, cmn + r1spc + r2spc, join_spec(keep, keys, r1, r2, p1, p2), v[6]);
  join_fill(keep, out, keys, s1, r2, p1, p2, r1cmn, cmn, r1spc);
  join_fill(keep, out, keys, s2, r1, p2, p1, r2cmn, cmn + r1spc, r2spc);
  static const char *const order_kw[] = {"order"};
  own(keep, rt_call(attr(keep, out, "sort"), 0, NULL, &(Kwargs){1, order_kw, &keys}));
  Value r = finish(out, v[8]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* append_fields' result (usemask=False): base's records and fields, then one field per array
 * of data (a list, names a list of as many names), as long as the longer of base and data;
 * several data arrays are first padded with fill_value to the longest (NumPy's merge_arrays),
 * and what is still missing holds the default fill values. */
Value np_rec_append_padded(Value base, Value names, Value data, Value fill_value) {
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value b = method0(keep, base, "ravel"), spec = own(keep, rt_list_new(0));
  add_fieldspec(keep, spec, attr(keep, b, "dtype"));
  int64_t nb = rt_len(b), nd = 0, n = rt_len(data);
  for (int64_t i = 0; i < n; i++) {
    Value a = RT_AS(List, data)->items[i];
    rt_list_append(spec, own(keep, rt_tuple_from(2, (Value[]){RT_AS(List, names)->items[i],
                                                              attr(keep, a, "dtype")})));
    if (rt_len(a) > nd) nd = rt_len(a);
  }
  Value out = filled_output(keep, nb > nd ? nb : nd, spec, rt_none());
  Value bn = names_of(keep, b);
  for (int64_t i = 0; i < rt_len(bn); i++) {
    Value nm = RT_AS(Tuple, bn)->items[i];
    put(keep, out, nm, 0, nb, item(keep, b, nm));
  }
  for (int64_t i = 0; i < n; i++) {
    Value a = RT_AS(List, data)->items[i], nm = RT_AS(List, names)->items[i];
    int64_t len = rt_len(a);
    put(keep, out, nm, 0, len, a);
    if (n > 1 && len < nd) put(keep, out, nm, len, nd, rt_is_undef(fill_value) ? rt_int(-1) : fill_value);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

void np_recjoin_add(Value m) {
  rt_module_add_fn(m, "merge_arrays", f_merge_arrays);
  rt_module_add_fn(m, "stack_arrays", f_stack_arrays);
  rt_module_add_fn(m, "join_by", f_join_by);
}

/* instance_ops.c — the ObjType of instances of user classes: each slot looks its special
 * method up in the class's cache (rt_class_special) and calls it, with Python's protocols
 * around the call: reflected and in-place operators with NotImplemented, rich comparison
 * (including the reflected comparison and the default __ne__), __bool__ then __len__,
 * __iter__/__next__ (StopIteration ends iteration), __contains__ then iteration, and
 * CPython's messages when a method is missing or returns the wrong type. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "bigint.h"
#include "class.h"
#include "class_module.h"
#include "objects.h"
#include "ops.h"
#include "runtime.h"

static ClassObj *cls_of(Value v) { return RT_AS(Instance, v)->cls; }

static Value special(Value v, int idx) { return rt_class_special(cls_of(v), idx); }

/* Call found (a special method of v's class) with v first; RT_UNDEF for NotImplemented. */
static Value call_sp(Value found, Value v, int argc, const Value *argv) {
  Value r = rt_call_method(found, v, argc, argv);
  if (rt_is_notimplemented(r)) return rt_undef();
  return r;
}

/* ---- text ---- */

static Value default_repr(Value self) {
  ClassObj *c = cls_of(self);
  if (c->flags & RT_CLASS_OBJECT) return rt_str_printf("<object object at %p>", (void *)self.as.o);
  return rt_str_printf("<%s.%s object at %p>", rt_class_module_name(c), c->qualname, (void *)self.as.o);
}

static Value checked_str(Value r, const char *what) {
  if (!rt_is_str(r)) {
    const char *t = rt_type_name(r);
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "%s returned non-string (type %s)", what, t);
  }
  return r;
}

/* CPython counts its C-level recursion against the recursion limit: PyObject_Repr and
 * PyObject_Str are a level each (" while getting the repr/str of an object"), object_str goes to
 * the repr slot without one, and object.__format__ is a builtin call (" while calling a Python
 * object") before its PyObject_Str. A __repr__ or __str__ that formats self runs out at the
 * depth CPython's does, with its message. */
static Value inst_repr(Value self) {
  Value m = special(self, RT_SP_REPR);
  if (rt_is_undef(m)) return default_repr(self);
  rt_recursion_enter(" while getting the repr of an object");
  Value r = checked_str(rt_call_method(m, self, 0, NULL), "__repr__");
  rt_recursion_leave();
  return r;
}

static Value inst_str(Value self) {
  Value m = special(self, RT_SP_STR);
  const char *what = "__str__";
  if (rt_is_undef(m)) {
    m = special(self, RT_SP_REPR);
    if (rt_is_undef(m)) return default_repr(self);
    what = "__repr__";
  }
  rt_recursion_enter(" while getting the str of an object");
  Value r = checked_str(rt_call_method(m, self, 0, NULL), what);
  rt_recursion_leave();
  return r;
}

Value rt_instance_format(Value obj, const char *spec) {
  Value m = special(obj, RT_SP_FORMAT);
  if (rt_is_undef(m)) {
    if (*spec) {
      rt_raise(RT_EXC_TypeError, "unsupported format string passed to %s.__format__",
               cls_of(obj)->name);
    }
    rt_recursion_enter(" while calling a Python object"); /* object.__format__ */
    Value r = inst_str(obj);
    rt_recursion_leave();
    return r;
  }
  Value s = rt_str_from_c(spec);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_call_method(m, obj, 1, &s);
  rt_cleanup_pop(mark, true);
  if (!rt_is_str(r)) {
    const char *t = rt_type_name(r);
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "__format__ must return a str, not %s", t);
  }
  return r;
}

/* ---- hashing (the dict's seam: rt_instance_hash) ---- */

static _Noreturn void unhashable(ClassObj *c) {
  if (!(c->flags & RT_CLASS_C_TYPE)) rt_raise(RT_EXC_TypeError, "unhashable type: '%s'", c->name);
  Value mod = rt_getattr(rt_obj(c), "__module__");
  rt_cleanup_push_value(&mod);
  rt_raise(RT_EXC_TypeError, "unhashable type: '%s.%s'", rt_str_data(mod), c->name);
}

int64_t rt_instance_hash(Value obj) {
  if (rt_is_instance(obj)) {
    Value m = special(obj, RT_SP_HASH);
    if (rt_is_none(m)) unhashable(cls_of(obj));
    if (!rt_is_undef(m)) {
      Value r = rt_call_method(m, obj, 0, NULL);
      if (r.tag == RT_BOOL) return r.as.b;
      if (r.tag != RT_INT) {
        rt_decref(r);
        rt_raise(RT_EXC_TypeError, "__hash__ method should return an integer");
      }
      return r.as.i == -1 ? -2 : r.as.i;
    }
  }
  /* CPython's pointer hash: the address rotated by 4 bits */
  uint64_t p = (uint64_t)(uintptr_t)obj.as.o;
  int64_t h = (int64_t)((p >> 4) | (p << 60));
  return h == -1 ? -2 : h;
}

/* ---- operators ---- */

static const BinOp reflected_cmp[RT_BINOP_COUNT] = {
    [RT_OP_EQ] = RT_OP_EQ, [RT_OP_NE] = RT_OP_NE, [RT_OP_LT] = RT_OP_GT,
    [RT_OP_LE] = RT_OP_GE, [RT_OP_GT] = RT_OP_LT, [RT_OP_GE] = RT_OP_LE};

static bool proper_subclass(Value b, Value a) {
  return rt_is_instance(a) && rt_is_instance(b) && cls_of(a) != cls_of(b) &&
         rt_class_is_subclass(cls_of(b), cls_of(a));
}

/* v's method for comparison op into *c (the default __ne__ is __eq__ negated); false if none. */
static bool compare_call(BinOp op, Value v, Value other, BinopCall *c) {
  if (!rt_is_instance(v)) return false;
  Value m = special(v, RT_SP_BINOP + op);
  c->negate = false;
  if (rt_is_undef(m) && op == RT_OP_NE) {
    m = special(v, RT_SP_BINOP + RT_OP_EQ);
    c->negate = true;
  }
  if (rt_is_undef(m)) return false;
  *c = (BinopCall){m, v, other, c->negate};
  return true;
}

/* The steps of the protocols: comparisons try the reflected comparison first when the right
 * operand's class is a proper subclass that has it (CMP_REV_FIRST), then the left operand's
 * method (CMP_FWD), then the reflected one (CMP_REV); arithmetic tries the right operand's
 * reflected method first under the same condition (ARI_REV_FIRST, then ARI_FWD_LAST), else the
 * left's method (ARI_FWD) and then the right's reflected one (ARI_REV). */
enum {
  STEP_START,
  CMP_FWD_ONLY,
  CMP_REV = RT_BINOP_STEP_REFLECTED,
  ARI_FWD_LAST,
  ARI_REV,
  STEP_END = RT_BINOP_STEP_END
};

int rt_binop_next(BinOp op, Value a, Value b, int step, BinopCall *c) {
  if (op >= RT_OP_EQ) {
    BinOp rop = reflected_cmp[op];
    switch (step) {
      case STEP_START:
        if (proper_subclass(b, a) && !rt_is_undef(special(b, RT_SP_BINOP + rop))) {
          if (compare_call(rop, b, a, c)) return CMP_FWD_ONLY;
        }
        if (compare_call(op, a, b, c)) return CMP_REV;
        /* fall through */
      case CMP_REV:
        return compare_call(rop, b, a, c) ? STEP_END : -1;
      case CMP_FWD_ONLY:
        return compare_call(op, a, b, c) ? STEP_END : -1;
      default: return -1;
    }
  }
  Value fwd = rt_is_instance(a) ? special(a, RT_SP_BINOP + op) : rt_undef();
  Value rev = rt_undef();
  if (rt_is_instance(b) && (!rt_is_instance(a) || cls_of(a) != cls_of(b))) {
    rev = special(b, RT_SP_RBINOP + op);
  }
  switch (step) {
    case STEP_START:
      if (!rt_is_undef(rev) && proper_subclass(b, a)) {
        *c = (BinopCall){rev, b, a, false};
        return ARI_FWD_LAST;
      }
      if (!rt_is_undef(fwd)) {
        *c = (BinopCall){fwd, a, b, false};
        return ARI_REV;
      }
      /* fall through */
    case ARI_REV:
      if (rt_is_undef(rev)) return -1;
      *c = (BinopCall){rev, b, a, false};
      return STEP_END;
    case ARI_FWD_LAST:
      if (rt_is_undef(fwd)) return -1;
      *c = (BinopCall){fwd, a, b, false};
      return STEP_END;
    default: return -1;
  }
}

/* Run the protocol's calls from step on: the first answer that is not NotImplemented. */
static Value run_steps(BinOp op, Value a, Value b, int step) {
  BinopCall c;
  while ((step = rt_binop_next(op, a, b, step, &c)) >= 0) {
    Value r = call_sp(c.method, c.self, 1, &c.other);
    if (rt_is_undef(r)) continue;
    if (!c.negate) return r;
    bool t = rt_truthy(r);
    rt_decref(r);
    return rt_bool(!t);
  }
  return rt_undef();
}

static Value inst_binop(BinOp op, Value a, Value b) { return run_steps(op, a, b, STEP_START); }

Value rt_instance_binop_resume(BinOp op, Value a, Value b, int step) {
  Value r = run_steps(op, a, b, step);
  if (!rt_is_undef(r)) return r;
  /* what rt_binop does after the instance's slot declined */
  if (rt_is_instance(a) && b.tag == RT_OBJ && !rt_is_instance(b) && b.as.o->type->binop) {
    r = b.as.o->type->binop(op, a, b);
    if (!rt_is_undef(r)) return r;
  }
  return rt_binop_default(op, a, b);
}

static Value inst_inplace(BinOp op, Value a, Value b) {
  Value m = special(a, RT_SP_IBINOP + op);
  if (!rt_is_undef(m)) {
    Value r = call_sp(m, a, 1, &b);
    if (!rt_is_undef(r)) return r;
  }
  return rt_undef(); /* rt_inplace_binop goes on with a op b */
}

static Value inst_unop(UnOp op, Value a) {
  static const int idx[RT_UNOP_COUNT] = {RT_SP_NEG, RT_SP_POS, RT_SP_INVERT, -1};
  if (idx[op] < 0) return rt_undef();
  Value m = special(a, idx[op]);
  if (rt_is_undef(m)) return rt_undef();
  return rt_call_method(m, a, 0, NULL);
}

/* abs(), int(), float() of an instance (the builtins ask here). */
Value rt_instance_abs(Value v) {
  Value m = special(v, RT_SP_ABS);
  if (rt_is_undef(m)) rt_raise(RT_EXC_TypeError, "bad operand type for abs(): '%s'", cls_of(v)->name);
  return rt_call_method(m, v, 0, NULL);
}

/* x.__index__() checked to be an int (a bool becomes an int, a big int stays big); undef when the
 * class has no __index__. */
Value rt_instance_index(Value self) {
  Value m = special(self, RT_SP_INDEX);
  if (rt_is_undef(m)) return rt_undef();
  Value r = rt_call_method(m, self, 0, NULL);
  if (r.tag == RT_BOOL) return rt_int(r.as.b);
  if (!rt_is_intlike(r)) {
    const char *t = rt_type_name(r);
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "__index__ returned non-int (type %s)", t);
  }
  return r;
}

static bool inst_index(Value self, int64_t *out) {
  Value r = rt_instance_index(self);
  if (rt_is_undef(r)) return false;
  if (rt_is_bigint(r)) {
    rt_decref(r);
    rt_raise(RT_EXC_OverflowError, "cannot fit 'int' into an index-sized integer");
  }
  *out = r.as.i;
  return true;
}

Value rt_instance_number(Value v, bool want_float) {
  Value m = special(v, want_float ? RT_SP_FLOAT : RT_SP_INT);
  if (!rt_is_undef(m)) {
    Value r = rt_call_method(m, v, 0, NULL);
    bool ok = want_float ? r.tag == RT_FLOAT : rt_is_intlike(r);
    if (!ok) {
      const char *t = rt_type_name(r);
      rt_decref(r);
      rt_raise(RT_EXC_TypeError, "%s returned non-%s (type %s)",
               want_float ? "__float__" : "__int__", want_float ? "float" : "int", t);
    }
    return r.tag == RT_BOOL ? rt_int(r.as.b) : r;
  }
  Value ix = rt_instance_index(v);
  if (!rt_is_undef(ix)) {
    if (!want_float) return ix;
    double d = rt_is_bigint(ix) ? rt_int_to_double(ix) : (double)ix.as.i;
    rt_decref(ix);
    return rt_float(d);
  }
  if (want_float) {
    rt_raise(RT_EXC_TypeError, "float() argument must be a string or a real number, not '%s'",
             cls_of(v)->name);
  }
  rt_raise(RT_EXC_TypeError,
           "int() argument must be a string, a bytes-like object or a real number, not '%s'",
           cls_of(v)->name);
}

static double inst_to_double(Value self) {
  Value m = special(self, RT_SP_FLOAT);
  if (rt_is_undef(m)) {
    Value ix = rt_instance_index(self);
    if (!rt_is_undef(ix)) {
      double d = rt_is_bigint(ix) ? rt_int_to_double(ix) : (double)ix.as.i;
      rt_decref(ix);
      return d;
    }
  }
  if (rt_is_undef(m)) rt_raise(RT_EXC_TypeError, "must be real number, not %s", cls_of(self)->name);
  Value r = rt_instance_number(self, true);
  return r.as.f;
}

static Value inst_round(Value self, bool has_ndigits, int64_t ndigits) {
  Value m = special(self, RT_SP_ROUND);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "type %s doesn't define __round__ method", cls_of(self)->name);
  }
  Value nd = rt_int(ndigits);
  return rt_call_method(m, self, has_ndigits ? 1 : 0, &nd);
}

/* ---- containers ---- */

static int64_t inst_len(Value self) {
  Value m = special(self, RT_SP_LEN);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", cls_of(self)->name);
  }
  Value r = rt_call_method(m, self, 0, NULL);
  int mark = rt_cleanup_push_value(&r);
  int64_t n = rt_to_index(r, NULL);
  rt_cleanup_pop(mark, true);
  if (n < 0) rt_raise(RT_EXC_ValueError, "__len__() should return >= 0");
  return n;
}

static int inst_truthy(Value self) {
  Value m = special(self, RT_SP_BOOL);
  if (!rt_is_undef(m)) {
    Value r = rt_call_method(m, self, 0, NULL);
    if (r.tag != RT_BOOL) {
      const char *t = rt_type_name(r);
      rt_decref(r);
      rt_raise(RT_EXC_TypeError, "__bool__ should return bool, returned %s", t);
    }
    return r.as.b;
  }
  if (!rt_is_undef(special(self, RT_SP_LEN))) return inst_len(self) != 0;
  return 1;
}

static Value inst_getitem(Value self, Value key) {
  Value m = special(self, RT_SP_GETITEM);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", cls_of(self)->name);
  }
  return rt_call_method(m, self, 1, &key);
}

static void inst_setitem(Value self, Value key, Value v) {
  Value m = special(self, RT_SP_SETITEM);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "'%s' object does not support item assignment",
             cls_of(self)->name);
  }
  Value args[2] = {key, v};
  rt_decref(rt_call_method(m, self, 2, args));
}

static void inst_delitem(Value self, Value key) {
  Value m = special(self, RT_SP_DELITEM);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "'%s' object doesn't support item deletion", cls_of(self)->name);
  }
  rt_decref(rt_call_method(m, self, 1, &key));
}

static Value inst_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value m = special(self, RT_SP_CALL);
  if (rt_is_undef(m)) rt_raise(RT_EXC_TypeError, "'%s' object is not callable", cls_of(self)->name);
  return rt_call_method_kw(m, self, argc, argv, kw);
}

bool rt_instance_repeats(Value v) {
  if (!rt_is_undef(special(v, RT_SP_INDEX))) return true;
  if (!rt_is_undef(special(v, RT_SP_RBINOP + RT_OP_MUL))) return false;
  rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", cls_of(v)->name);
}

bool rt_instance_callable(Value v) {
  return !rt_is_undef(special(v, RT_SP_CALL));
}

/* ---- iteration ---- */

/* Iterating an object that has __getitem__ but no __iter__: items 0, 1, ... until IndexError. */
typedef struct GetitemIter {
  Obj hdr;
  Value obj;
  int64_t next;
} GetitemIter;

static void gi_free(Obj *o) {
  rt_decref(((GetitemIter *)o)->obj);
  free(o);
}

typedef struct GetitemJob {
  Value obj, result;
  int64_t index;
} GetitemJob;

static void gi_job(void *ud) {
  GetitemJob *j = ud;
  j->result = rt_getitem(j->obj, rt_int(j->index));
}

/* Whether the exception being handled ends an iteration. The exceptions' classes decide once
 * they are values (StopIteration and its subclasses); today the kind does. */
static bool caught(ExcKind kind) {
  const Exception *e = rt_error_current();
  if (!e || e->kind != kind) return false;
  rt_error_clear();
  return true;
}

static bool gi_next(Value self, Value *out) {
  GetitemIter *it = RT_AS(GetitemIter, self);
  if (rt_is_undef(it->obj)) return false;
  GetitemJob j = {it->obj, rt_undef(), it->next};
  if (rt_pcall(gi_job, &j)) {
    if (!caught(RT_EXC_IndexError) && !caught(RT_EXC_StopIteration)) rt_reraise();
    Value o = it->obj;
    it->obj = rt_undef();
    rt_decref(o);
    return false;
  }
  it->next++;
  *out = j.result;
  return true;
}

static Value gi_iter(Value self) {
  rt_incref(self);
  return self;
}

static const ObjType getitem_iter_type = {
    .name = "iterator", .free = gi_free, .iter = gi_iter, .next = gi_next};

static Value inst_iter(Value self) {
  Value m = special(self, RT_SP_ITER);
  if (rt_is_undef(m)) {
    if (rt_is_undef(special(self, RT_SP_GETITEM))) {
      rt_raise(RT_EXC_TypeError, "'%s' object is not iterable", cls_of(self)->name);
    }
    GetitemIter *it = rt_malloc(sizeof *it);
    rt_obj_init(&it->hdr, &getitem_iter_type);
    rt_incref(self);
    it->obj = self;
    it->next = 0;
    return rt_obj(it);
  }
  Value r = rt_call_method(m, self, 0, NULL);
  bool iterator = r.tag == RT_OBJ && r.as.o->type->next &&
                  (!rt_is_instance(r) || !rt_is_undef(special(r, RT_SP_NEXT)));
  if (!iterator) {
    const char *t = rt_type_name(r);
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "iter() returned non-iterator of type '%s'", t);
  }
  return r;
}

typedef struct NextJob {
  Value method, self, result;
} NextJob;

static void next_job(void *ud) {
  NextJob *j = ud;
  j->result = rt_call_method(j->method, j->self, 0, NULL);
}

/* __next__ raising StopIteration ends the iteration: the call runs protected, and an
 * exception that ends iterations (see caught) becomes the answer "exhausted". */
static bool inst_next(Value self, Value *out) {
  Value m = special(self, RT_SP_NEXT);
  if (rt_is_undef(m)) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not an iterator", cls_of(self)->name);
  }
  NextJob j = {m, self, rt_undef()};
  if (rt_pcall(next_job, &j)) {
    if (caught(RT_EXC_StopIteration)) return false;
    rt_reraise();
  }
  *out = j.result;
  return true;
}

static int inst_contains(Value self, Value item) {
  Value m = special(self, RT_SP_CONTAINS);
  if (!rt_is_undef(m)) {
    Value r = rt_call_method(m, self, 1, &item);
    bool t = rt_truthy(r);
    rt_decref(r);
    return t;
  }
  if (rt_is_undef(special(self, RT_SP_ITER)) && rt_is_undef(special(self, RT_SP_GETITEM))) {
    rt_raise(RT_EXC_TypeError, "argument of type '%s' is not iterable", cls_of(self)->name);
  }
  Value it = inst_iter(self), x;
  int mark = rt_cleanup_push_value(&it);
  bool found = false;
  while (!found && rt_next(it, &x)) {
    found = rt_is(x, item) || rt_equal(x, item);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
  return found;
}

/* ---- the type ---- */

static const char *inst_type_name(Value self) { return cls_of(self)->name; }

static Value inst_type_object(Value self) {
  Value c = rt_obj(cls_of(self));
  rt_incref(c);
  return c;
}

const ObjType rt_instance_type = {
    .name = "object",
    .free = rt_instance_free,
    .finalize = rt_instance_finalize,
    .repr = inst_repr,
    .str = inst_str,
    .getattr = rt_instance_getattr_slot,
    .setattr = rt_instance_setattr_slot,
    .call = inst_call,
    .getitem = inst_getitem,
    .setitem = inst_setitem,
    .delitem = inst_delitem,
    .iter = inst_iter,
    .next = inst_next,
    .len = inst_len,
    .truthy = inst_truthy,
    .binop = inst_binop,
    .unop = inst_unop,
    .contains = inst_contains,
    .index = inst_index,
    .to_double = inst_to_double,
    .round = inst_round,
    .inplace_binop = inst_inplace,
    .type_name = inst_type_name,
    .type_object = inst_type_object,
    .hash = rt_instance_hash, /* __hash__, or identity; None makes it unhashable */
    .traverse = rt_instance_traverse,
    .clear = rt_instance_clear,
};

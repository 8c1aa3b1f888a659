/* decimal_context.c — the decimal module's contexts and signals: Context objects (precision,
 * rounding, exponent limits, flags and traps), the current context (getcontext, setcontext,
 * localcontext), the signal classes (DecimalException and its subclasses, with ArithmeticError,
 * ZeroDivisionError and TypeError where CPython puts them), and raising a trapped signal as
 * CPython's decimal does: "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]". */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "decimal_internal.h"
#include "numtypes.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

#define MAX_PREC 999999999999999999LL

const char *const dec_round_names[DR_COUNT] = {"ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR",
                                               "ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"};

/* The classes, by status bit (libmpdec's order, which CPython's lists follow). */
static const struct {
  unsigned bit;
  const char *name;
  const char *signal; /* the signal a flag or trap shows as */
} conditions[] = {
    {DS_CLAMPED, "Clamped", "Clamped"},
    {DS_CONV_SYNTAX, "ConversionSyntax", "InvalidOperation"},
    {DS_DIV_BY_ZERO, "DivisionByZero", "DivisionByZero"},
    {DS_DIV_IMPOSSIBLE, "DivisionImpossible", "InvalidOperation"},
    {DS_DIV_UNDEFINED, "DivisionUndefined", "InvalidOperation"},
    {DS_INEXACT, "Inexact", "Inexact"},
    {DS_INVALID_CONTEXT, "InvalidContext", "InvalidOperation"},
    {DS_INVALID_OP, "InvalidOperation", "InvalidOperation"},
    {DS_FLOAT_OP, "FloatOperation", "FloatOperation"},
    {DS_OVERFLOW, "Overflow", "Overflow"},
    {DS_ROUNDED, "Rounded", "Rounded"},
    {DS_SUBNORMAL, "Subnormal", "Subnormal"},
    {DS_UNDERFLOW, "Underflow", "Underflow"},
};
#define NCOND (sizeof conditions / sizeof conditions[0])

/* The signals in the order the raised exception is chosen (CPython's signal_map). */
static const struct {
  const char *name;
  unsigned bits;
} signal_order[] = {
    {"InvalidOperation", DS_ANY_INVALID}, {"FloatOperation", DS_FLOAT_OP}, {"DivisionByZero", DS_DIV_BY_ZERO},
    {"Overflow", DS_OVERFLOW}, {"Underflow", DS_UNDERFLOW}, {"Subnormal", DS_SUBNORMAL},
    {"Inexact", DS_INEXACT}, {"Rounded", DS_ROUNDED}, {"Clamped", DS_CLAMPED},
};
#define NSIGNAL (sizeof signal_order / sizeof signal_order[0])

typedef struct ModState {
  Value module; /* borrowed: the decimal module, where the classes live */
  Value current; /* the current context (owned) */
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->current);
}

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"decimal contexts", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }
static const ObjType ctx_type;

static Value cls_named(const char *name) { return rt_module_lookup(mod_state()->module, name); }

DecContext *dec_ctx(void) { return (DecContext *)mod_state()->current.as.o; }

void dec_signal(DecContext *ctx, unsigned status) {
  ctx->flags |= status;
  unsigned trapped = status & ctx->traps;
  if (!trapped) return;
  /* the exception's argument is CPython's list of the trapped conditions' classes */
  Value list = rt_list_new(0);
  rt_cleanup_push_value(&list);
  for (size_t k = 0; k < NCOND; k++) {
    bool cond = conditions[k].bit & DS_ANY_INVALID;
    if ((trapped & conditions[k].bit) && cond) rt_list_append(list, cls_named(conditions[k].name));
  }
  for (size_t k = 1; k < NSIGNAL; k++) {
    if (trapped & signal_order[k].bits) rt_list_append(list, cls_named(signal_order[k].name));
  }
  size_t k = 0;
  while (!(trapped & signal_order[k].bits)) k++;
  Value exc = rt_call(cls_named(signal_order[k].name), 1, &list, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc);
}

Value dec_signalled(Value r, DecContext *ctx, unsigned status) {
  int mark = rt_cleanup_push_value(&r);
  dec_signal(ctx, status);
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- Context objects ---- */

static Value ctx_new(int64_t prec, DecRound rounding, int64_t emin, int64_t emax, unsigned traps) {
  DecContext *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &ctx_type);
  c->prec = prec, c->rounding = rounding, c->emin = emin, c->emax = emax;
  c->capitals = 1, c->clamp = 0, c->flags = 0, c->traps = traps;
  return rt_obj(c);
}

static Value ctx_copy(const DecContext *o) {
  Value v = ctx_new(o->prec, o->rounding, o->emin, o->emax, o->traps);
  DecContext *c = (DecContext *)v.as.o;
  c->capitals = o->capitals, c->clamp = o->clamp, c->flags = o->flags;
  return v;
}

#define DEFAULT_TRAPS (DS_ANY_INVALID | DS_DIV_BY_ZERO | DS_OVERFLOW)

/* "[InvalidOperation, DivisionByZero]": each signal once, in status-bit order. */
static void signal_list(StrBuf *sb, unsigned bits) {
  rt_sb_putc(sb, '[');
  bool invalid_shown = false, first = true;
  for (size_t k = 0; k < NCOND; k++) {
    if (!(bits & conditions[k].bit)) continue;
    bool inv = strcmp(conditions[k].signal, "InvalidOperation") == 0;
    if (inv && invalid_shown) continue;
    invalid_shown |= inv;
    rt_sb_printf(sb, "%s%s", first ? "" : ", ", conditions[k].signal);
    first = false;
  }
  rt_sb_putc(sb, ']');
}

static Value ctx_repr(Value self) {
  DecContext *c = (DecContext *)self.as.o;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "Context(prec=%lld, rounding=%s, Emin=%lld, Emax=%lld, capitals=%d, clamp=%d, flags=",
               (long long)c->prec, dec_round_names[c->rounding], (long long)c->emin, (long long)c->emax,
               c->capitals, c->clamp);
  signal_list(&sb, c->flags);
  rt_sb_puts(&sb, ", traps=");
  signal_list(&sb, c->traps);
  rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

static int64_t int_field(Value v, const char *name, int64_t lo, int64_t hi, const char *range) {
  if (v.tag != RT_INT && v.tag != RT_BOOL) rt_raise(RT_EXC_TypeError, "an integer is required");
  int64_t x = v.tag == RT_BOOL ? v.as.b : v.as.i;
  if (x < lo || x > hi) rt_raise(RT_EXC_ValueError, "valid range for %s is %s", name, range);
  return x;
}

static DecRound rounding_of(Value v) {
  if (rt_is_str(v)) {
    for (int k = 0; k < DR_COUNT; k++) {
      if (strcmp(rt_str_data(v), dec_round_names[k]) == 0) return (DecRound)k;
    }
  }
  rt_raise(RT_EXC_TypeError, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                             "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]");
}

/* ---- flags and traps: dicts from the signal classes to bools, views of a context ---- */

typedef struct SignalDict {
  Obj hdr;
  Value ctx;  /* the context (owned) */
  bool traps; /* the traps, else the flags */
} SignalDict;

static const ObjType sigdict_type;

static unsigned *sig_bits(Value self) {
  SignalDict *d = (SignalDict *)self.as.o;
  DecContext *c = (DecContext *)d->ctx.as.o;
  return d->traps ? &c->traps : &c->flags;
}

/* The status bits of a signal class; KeyError with CPython's message for anything else. */
static unsigned signal_bits_of(Value key) {
  for (size_t k = 0; k < NSIGNAL; k++) {
    Value cls = cls_named(signal_order[k].name);
    if (key.tag == RT_OBJ && cls.tag == RT_OBJ && key.as.o == cls.as.o) return signal_order[k].bits;
  }
  Value msg = rt_str_from_c("valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                            "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]");
  rt_cleanup_push_value(&msg);
  rt_raise_key_error(msg);
}

static Value sigdict_getitem(Value self, Value key) {
  unsigned bits = signal_bits_of(key);
  return rt_bool((*sig_bits(self) & bits) != 0);
}

static void sigdict_setitem(Value self, Value key, Value v) {
  unsigned bits = signal_bits_of(key);
  if (rt_truthy(v)) *sig_bits(self) |= bits;
  else *sig_bits(self) &= ~bits;
}

static Value sigdict_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putc(&sb, '{');
  for (size_t k = 0; k < NSIGNAL; k++) {
    rt_sb_printf(&sb, "%s<class 'decimal.%s'>:%s", k ? ", " : "", signal_order[k].name,
                 (*sig_bits(self) & signal_order[k].bits) ? "True" : "False");
  }
  rt_sb_putc(&sb, '}');
  return rt_sb_to_str(&sb);
}

static Value sigdict_iter(Value self) {
  (void)self;
  Value list = rt_list_new(0);
  for (size_t k = 0; k < NSIGNAL; k++) rt_list_append(list, cls_named(signal_order[k].name));
  Value it = rt_iter(list);
  rt_decref(list);
  return it;
}

static int64_t sigdict_len(Value self) {
  (void)self;
  return (int64_t)NSIGNAL;
}

static void sigdict_free(Obj *o) {
  rt_decref(((SignalDict *)o)->ctx);
  free(o);
}

static const ObjType sigdict_type = {
    .name = "decimal.SignalDictMixin",
    .free = sigdict_free,
    .repr = sigdict_repr,
    .getitem = sigdict_getitem,
    .setitem = sigdict_setitem,
    .iter = sigdict_iter,
    .len = sigdict_len,
};

static Value sigdict_new(Value ctx, bool traps) {
  SignalDict *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &sigdict_type);
  d->ctx = nt_own(ctx);
  d->traps = traps;
  return rt_obj(d);
}

static _Noreturn void bad_signal_dict(void) {
  Value msg = rt_str_from_c("invalid signal dict");
  rt_cleanup_push_value(&msg);
  rt_raise_key_error(msg);
}

/* Context(flags=..., traps=...): a list of the signals that are set, or a dict with every
 * signal class as a key. */
static void set_signals(Value ctx, Value v, bool traps) {
  unsigned bits = 0;
  if (rt_is_list(v)) {
    for (int64_t k = 0; k < RT_AS(List, v)->n; k++) bits |= signal_bits_of(RT_AS(List, v)->items[k]);
  } else if (rt_is_dict(v)) {
    Value key, x;
    int64_t count = 0;
    for (int64_t pos = 0; rt_dict_next(v, &pos, &key, &x); count++) {
      unsigned b = 0;
      for (size_t k = 0; k < NSIGNAL; k++) {
        Value cls = cls_named(signal_order[k].name);
        if (key.tag == RT_OBJ && key.as.o == cls.as.o) b = signal_order[k].bits;
      }
      if (!b) bad_signal_dict();
      if (rt_truthy(x)) bits |= b;
    }
    if (count != (int64_t)NSIGNAL) bad_signal_dict();
  } else {
    rt_raise(RT_EXC_TypeError, "argument must be a signal dict");
  }
  DecContext *c = (DecContext *)ctx.as.o;
  *(traps ? &c->traps : &c->flags) = bits;
}

static bool ctx_setattr(Value self, const char *name, Value v) {
  DecContext *c = (DecContext *)self.as.o;
  if (strcmp(name, "prec") == 0) c->prec = int_field(v, "prec", 1, MAX_PREC, "[1, MAX_PREC]");
  else if (strcmp(name, "Emax") == 0) c->emax = int_field(v, "Emax", 0, MAX_PREC, "[0, MAX_EMAX]");
  else if (strcmp(name, "Emin") == 0) c->emin = int_field(v, "Emin", -MAX_PREC, 0, "[MIN_EMIN, 0]");
  else if (strcmp(name, "capitals") == 0) c->capitals = (int)int_field(v, "capitals", 0, 1, "[0, 1]");
  else if (strcmp(name, "clamp") == 0) c->clamp = (int)int_field(v, "clamp", 0, 1, "[0, 1]");
  else if (strcmp(name, "rounding") == 0) c->rounding = rounding_of(v);
  else return false;
  return true;
}

static Value m_copy(ARGS) {
  (void)argv;
  rt_check_args("copy", argc, kw, 0, 0, RT_ARGS_NONE);
  return ctx_copy((DecContext *)self.as.o);
}

static Value m_clear_flags(ARGS) {
  (void)argv;
  rt_check_args("clear_flags", argc, kw, 0, 0, RT_ARGS_NONE);
  ((DecContext *)self.as.o)->flags = 0;
  return rt_none();
}

static Value m_create_decimal(ARGS) {
  rt_check_args("create_decimal", argc, kw, 0, 1, RT_ARGS_CLINIC);
  Value d = argc ? dec_construct(argv[0]) : dec_new(false, DEC_FINITE, rt_int(0), 0);
  int mark = rt_cleanup_push_value(&d);
  Value r = dec_plus(d, (DecContext *)self.as.o);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the context's arithmetic: ctx.add(a, b) is a + b computed in ctx ---- */

static void set_current(Value ctx);

/* The context current while a method of another runs (restored by the cleanup on a raise). */
typedef struct Swap {
  Value saved;
} Swap;

static void swap_back(void *p) {
  Swap *sw = p;
  if (rt_is_undef(sw->saved)) return;
  set_current(sw->saved);
  rt_decref(sw->saved);
  sw->saved = rt_undef();
}

static const struct {
  const char *name;
  int kind; /* 0 binary operator, 1 unary operator, 2 Decimal's method of that name, 3 a builtin */
  int op;
  const char *method;
} ctx_ops[] = {
    {"add", 0, RT_OP_ADD, NULL},       {"subtract", 0, RT_OP_SUB, NULL},     {"multiply", 0, RT_OP_MUL, NULL},
    {"divide", 0, RT_OP_TRUEDIV, NULL}, {"divide_int", 0, RT_OP_FLOORDIV, NULL}, {"remainder", 0, RT_OP_MOD, NULL},
    {"abs", 1, 0, "abs"},               {"minus", 1, RT_UOP_NEG, NULL},       {"plus", 1, RT_UOP_POS, NULL},
    {"divmod", 3, 0, "divmod"},         {"power", 3, 0, "pow"},               {"sqrt", 2, 0, "sqrt"},
    {"exp", 2, 0, "exp"},               {"ln", 2, 0, "ln"},                   {"log10", 2, 0, "log10"},
    {"quantize", 2, 0, "quantize"},     {"compare", 2, 0, "compare"},         {"max", 2, 0, "max"},
    {"min", 2, 0, "min"},               {"normalize", 2, 0, "normalize"},     {"fma", 2, 0, "fma"},
    {"copy_abs", 2, 0, "copy_abs"},     {"copy_negate", 2, 0, "copy_negate"}, {"is_signed", 2, 0, "is_signed"},
    {"is_zero", 2, 0, "is_zero"},       {"is_nan", 2, 0, "is_nan"},           {"is_infinite", 2, 0, "is_infinite"},
    {"is_finite", 2, 0, "is_finite"},   {"to_integral_value", 2, 0, "to_integral_value"},
    {"to_sci_string", 2, 0, "__str__"}, {"to_eng_string", 2, 0, "to_eng_string"},
    {"same_quantum", 2, 0, "same_quantum"}, {"logb", 2, 0, "logb"},       {"adjusted", 2, 0, "adjusted"},
    {NULL, 0, 0, NULL}};

/* self: (the context, the op's index). */
static Value m_ctx_op(ARGS) {
  Value ctx = RT_AS(Tuple, self)->items[0];
  int k = (int)RT_AS(Tuple, self)->items[1].as.i;
  const char *name = ctx_ops[k].name;
  int want = ctx_ops[k].kind == 1 || (ctx_ops[k].kind == 2 && !strcmp(name, "sqrt")) ? 1 : 2;
  if (ctx_ops[k].kind == 2 && argc == 1) want = 1;
  if (!strcmp(name, "fma")) want = 3;
  if (!strcmp(name, "power") && argc == 3) want = 3;
  rt_check_args(name, argc, kw, want, want, RT_ARGS_CLINIC);
  Value a = dec_convert(argv[0]), r = rt_undef(), f = rt_undef();
  if (rt_is_undef(a)) rt_raise(RT_EXC_TypeError, "conversion from %s to Decimal is not supported", rt_type_name(argv[0]));
  Swap sw = {nt_own(mod_state()->current)};
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&f);
  rt_cleanup_push(swap_back, &sw);
  set_current(ctx);
  switch (ctx_ops[k].kind) {
    case 0: /* both operands are made Decimals, as CPython's context methods make them */
      f = dec_convert(argv[1]);
      if (rt_is_undef(f)) rt_raise(RT_EXC_TypeError, "conversion from %s to Decimal is not supported", rt_type_name(argv[1]));
      r = rt_binop((BinOp)ctx_ops[k].op, a, f);
      break;
    case 1:
      r = ctx_ops[k].method ? rt_call(rt_builtin_lookup("abs"), 1, &a, NULL) : rt_unop((UnOp)ctx_ops[k].op, a);
      break;
    case 2:
      f = rt_getattr(a, ctx_ops[k].method);
      r = rt_call(f, argc - 1, argv + 1, NULL);
      break;
    default: {
      Value args[3] = {a, argc > 1 ? argv[1] : rt_none(), argc > 2 ? argv[2] : rt_none()};
      r = rt_call(rt_builtin_lookup(ctx_ops[k].method), argc, args, NULL);
      break;
    }
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ctx_op(Value self, const char *name) {
  for (int k = 0; ctx_ops[k].name; k++) {
    if (strcmp(ctx_ops[k].name, name) != 0) continue;
    Value items[2] = {self, rt_int(k)};
    Value data = rt_tuple_from(2, items);
    Value m = rt_native_bind(ctx_ops[k].name, m_ctx_op, data);
    rt_decref(data);
    return m;
  }
  return rt_undef();
}

static Value ctx_getattr(Value self, const char *name) {
  DecContext *c = (DecContext *)self.as.o;
  if (strcmp(name, "prec") == 0) return rt_int(c->prec);
  if (strcmp(name, "Emax") == 0) return rt_int(c->emax);
  if (strcmp(name, "Emin") == 0) return rt_int(c->emin);
  if (strcmp(name, "capitals") == 0) return rt_int(c->capitals);
  if (strcmp(name, "clamp") == 0) return rt_int(c->clamp);
  if (strcmp(name, "rounding") == 0) return rt_str_from_c(dec_round_names[c->rounding]);
  if (strcmp(name, "copy") == 0) return rt_native_bind("copy", m_copy, self);
  if (strcmp(name, "flags") == 0) return sigdict_new(self, false);
  if (strcmp(name, "traps") == 0) return sigdict_new(self, true);
  if (strcmp(name, "clear_flags") == 0) return rt_native_bind("clear_flags", m_clear_flags, self);
  if (strcmp(name, "create_decimal") == 0) return rt_native_bind("create_decimal", m_create_decimal, self);
  Value op = ctx_op(self, name);
  if (!rt_is_undef(op)) return op;
  return rt_undef();
}

static const ObjType ctx_type = {
    .name = "decimal.Context",
    .free = (void (*)(Obj *))free,
    .repr = ctx_repr,
    .getattr = ctx_getattr,
    .setattr = ctx_setattr,
};

static bool is_ctx(Value v) { return rt_is_type(v, &ctx_type); }

static const char *const ctx_names[] = {"prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"};

/* Context(prec=None, rounding=None, ...): the unset fields from DefaultContext's values. */
static void apply_fields(Value ctx, const Value *a) {
  for (int k = 0; k < 6; k++) {
    if (!rt_is_undef(a[k]) && a[k].tag != RT_NONE) ctx_setattr(ctx, ctx_names[k], a[k]);
  }
  if (!rt_is_undef(a[6]) && a[6].tag != RT_NONE) set_signals(ctx, a[6], false);
  if (!rt_is_undef(a[7]) && a[7].tag != RT_NONE) set_signals(ctx, a[7], true);
}

static Value c_context(ARGS) {
  (void)self;
  Value a[8];
  rt_parse_args("Context", argc, argv, kw, 8, ctx_names, 0, a);
  Value ctx = ctx_new(28, DR_HALF_EVEN, -999999, 999999, DEFAULT_TRAPS);
  int mark = rt_cleanup_push_value(&ctx);
  apply_fields(ctx, a);
  rt_cleanup_pop(mark, false);
  return ctx;
}

static Value f_getcontext(ARGS) {
  (void)self, (void)argv;
  rt_check_args("getcontext", argc, kw, 0, 0, RT_ARGS_NONE);
  return nt_own(mod_state()->current);
}

static void set_current(Value ctx) {
  ModState *st = mod_state();
  rt_incref(ctx);
  rt_decref(st->current);
  st->current = ctx;
}

static Value f_setcontext(ARGS) {
  (void)self;
  rt_check_args("setcontext", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!is_ctx(argv[0])) rt_raise(RT_EXC_TypeError, "argument must be a context");
  set_current(argv[0]);
  return rt_none();
}

/* localcontext(ctx=None, **fields): a manager whose __enter__ makes a copy current. */
typedef struct LocalCtx {
  Obj hdr;
  Value ctx, saved; /* the copy to install; the context to restore (RT_UNDEF before entry) */
} LocalCtx;

static void local_free(Obj *o) {
  LocalCtx *l = (LocalCtx *)o;
  rt_decref(l->ctx);
  rt_decref(l->saved);
  free(l);
}

static Value m_enter(ARGS) {
  (void)argv, (void)argc, (void)kw;
  LocalCtx *l = (LocalCtx *)self.as.o;
  rt_decref(l->saved);
  l->saved = nt_own(mod_state()->current);
  set_current(l->ctx);
  return nt_own(l->ctx);
}

static Value m_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  LocalCtx *l = (LocalCtx *)self.as.o;
  if (!rt_is_undef(l->saved)) set_current(l->saved);
  return rt_bool(false);
}

static Value local_getattr(Value self, const char *name) {
  if (strcmp(name, "__enter__") == 0) return rt_native_bind("__enter__", m_enter, self);
  if (strcmp(name, "__exit__") == 0) return rt_native_bind("__exit__", m_exit, self);
  return rt_undef();
}

static const ObjType local_type = {
    .name = "decimal.ContextManager",
    .free = local_free,
    .getattr = local_getattr,
};

static const char *const local_names[] = {"ctx", "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"};

static Value f_localcontext(ARGS) {
  (void)self;
  Value a[9];
  rt_parse_args("localcontext", argc, argv, kw, 9, local_names, 0, a);
  Value base = rt_is_undef(a[0]) || a[0].tag == RT_NONE ? mod_state()->current : a[0];
  if (!is_ctx(base)) rt_raise(RT_EXC_TypeError, "optional argument must be a context");
  Value ctx = ctx_copy((DecContext *)base.as.o);
  int mark = rt_cleanup_push_value(&ctx);
  apply_fields(ctx, a + 1);
  rt_cleanup_pop(mark, false);
  LocalCtx *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &local_type);
  l->ctx = ctx;
  l->saved = rt_undef();
  return rt_obj(l);
}

/* ---- the signal classes ---- */

/* class name(bases...) of module decimal: `<class 'decimal.name'>`, "decimal.name" in a
 * traceback. */
static void add_class(const char *name, int nbases, const char *const *bases) {
  Value bt = rt_tuple_new(nbases);
  for (int k = 0; k < nbases; k++) {
    Value b = strcmp(bases[k], "ArithmeticError") == 0     ? rt_exc_class(RT_EXC_ArithmeticError)
              : strcmp(bases[k], "ZeroDivisionError") == 0 ? rt_exc_class(RT_EXC_ZeroDivisionError)
              : strcmp(bases[k], "TypeError") == 0         ? rt_exc_class(RT_EXC_TypeError)
                                                           : cls_named(bases[k]);
    rt_tuple_set(bt, k, nt_own(b));
  }
  Value args[3] = {rt_str_from_c(name), bt, rt_dict_new()};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("decimal"));
  rt_module_set(mod_state()->module, name, cls);
}

static void add_signal_classes(void) {
  static const struct {
    const char *name;
    const char *bases[3];
  } classes[] = {
      {"DecimalException", {"ArithmeticError"}},
      {"Clamped", {"DecimalException"}},
      {"InvalidOperation", {"DecimalException"}},
      {"ConversionSyntax", {"InvalidOperation"}},
      {"DivisionImpossible", {"InvalidOperation"}},
      {"DivisionUndefined", {"InvalidOperation", "ZeroDivisionError"}},
      {"InvalidContext", {"InvalidOperation"}},
      {"DivisionByZero", {"DecimalException", "ZeroDivisionError"}},
      {"Inexact", {"DecimalException"}},
      {"Rounded", {"DecimalException"}},
      {"Subnormal", {"DecimalException"}},
      {"Overflow", {"Inexact", "Rounded"}},
      {"Underflow", {"Inexact", "Rounded", "Subnormal"}},
      {"FloatOperation", {"DecimalException", "TypeError"}},
  };
  for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++) {
    int n = 0;
    while (n < 3 && classes[k].bases[n]) n++;
    add_class(classes[k].name, n, classes[k].bases);
  }
}

void dec_context_init(Value m) {
  ModState *st = mod_state();
  st->module = m;
  add_signal_classes();
  for (int k = 0; k < DR_COUNT; k++) rt_module_set(m, dec_round_names[k], rt_str_from_c(dec_round_names[k]));
  rt_module_set(m, "MAX_PREC", rt_int(MAX_PREC));
  rt_module_set(m, "MAX_EMAX", rt_int(MAX_PREC));
  rt_module_set(m, "MIN_EMIN", rt_int(-MAX_PREC));
  rt_module_set(m, "MIN_ETINY", rt_int(-MAX_PREC - (MAX_PREC - 1)));
  rt_module_set(m, "HAVE_THREADS", rt_bool(true));
  rt_module_set(m, "HAVE_CONTEXTVAR", rt_bool(true));
  rt_module_set(m, "Context", rt_native_class("Context", c_context, is_ctx, "<class 'decimal.Context'>"));
  rt_module_set(m, "DefaultContext", ctx_new(28, DR_HALF_EVEN, -999999, 999999, DEFAULT_TRAPS));
  rt_module_set(m, "BasicContext", ctx_new(9, DR_HALF_UP, -999999, 999999, DEFAULT_TRAPS | DS_CLAMPED | DS_UNDERFLOW));
  rt_module_set(m, "ExtendedContext", ctx_new(9, DR_HALF_EVEN, -999999, 999999, 0));
  st->current = ctx_new(28, DR_HALF_EVEN, -999999, 999999, DEFAULT_TRAPS);
  rt_module_add_fn(m, "getcontext", f_getcontext);
  rt_module_add_fn(m, "setcontext", f_setcontext);
  rt_module_add_fn(m, "localcontext", f_localcontext);
}

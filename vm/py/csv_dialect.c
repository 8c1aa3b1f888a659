/* csv_dialect.c — csv's dialects by name: register_dialect, get_dialect, list_dialects and
 * unregister_dialect over a per-VM registry holding excel, excel-tab and unix; the classes
 * Dialect, excel, excel_tab and unix_dialect (their options as class attributes, so that a
 * subclass or the class itself can be passed as dialect=); and csv.Error. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "csv_internal.h"
#include "py.h"

typedef struct ModState {
  Value registry;      /* name -> dialect object (owned) */
  Value dialect_class; /* borrowed: the module holds it */
} ModState;

static void mod_fini(void *p) {
  ModState *st = p;
  rt_decref(st->registry);
  st->registry = rt_undef();
}

static RtStateKey mod_key = {"csv dialects", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static const char *const option_names[] = {"delimiter", "quotechar", "escapechar", "doublequote",
                                           "skipinitialspace", "lineterminator", "quoting", "strict"};

void csv_dialect_apply(Dialect *d, Value dialect) {
  if (rt_is_str(dialect)) {
    Value found = rt_dict_get(mod_state()->registry, dialect);
    if (rt_is_undef(found)) rt_raise(RT_EXC_CsvError, "unknown dialect");
    dialect = found;
  }
  for (size_t k = 0; k < sizeof option_names / sizeof option_names[0]; k++) {
    Value v;
    if (!rt_try_getattr(dialect, option_names[k], &v)) continue;
    int mark = rt_cleanup_push_value(&v);
    if (!rt_is_none(v)) csv_dialect_option(d, option_names[k], v);
    rt_cleanup_pop(mark, true);
  }
}

/* A dialect object (an instance of csv.Dialect) with d's options. */
static Value dialect_object(const Dialect *d) {
  Value o = rt_instance_new(RT_AS(ClassObj, mod_state()->dialect_class));
  int mark = rt_cleanup_push_value(&o);
  char one[2] = {0, 0};
  one[0] = d->delimiter;
  Value v = rt_str_from_c(one);
  rt_instance_setattr_generic(o, "delimiter", v);
  rt_decref(v);
  one[0] = d->quotechar;
  v = rt_str_from_c(one);
  rt_instance_setattr_generic(o, "quotechar", v);
  rt_decref(v);
  one[0] = d->escapechar;
  v = d->escapechar ? rt_str_from_c(one) : rt_none();
  rt_instance_setattr_generic(o, "escapechar", v);
  rt_decref(v);
  rt_instance_setattr_generic(o, "doublequote", rt_bool(d->doublequote));
  rt_instance_setattr_generic(o, "skipinitialspace", rt_bool(d->skipinitialspace));
  v = rt_str_from_c(d->lineterminator);
  rt_instance_setattr_generic(o, "lineterminator", v);
  rt_decref(v);
  rt_instance_setattr_generic(o, "quoting", rt_int(d->quoting));
  rt_instance_setattr_generic(o, "strict", rt_bool(d->strict));
  rt_cleanup_pop(mark, false);
  return o;
}

static Value name_arg(int argc, const Value *argv, const char *fname) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() expected at least 1 argument, got 0", fname);
  return argv[0];
}

/* register_dialect(name, dialect=None, **fmtparams) */
static Value c_register(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value name = name_arg(argc, argv, "register_dialect");
  if (argc > 2) rt_raise(RT_EXC_TypeError, "register_dialect() expected at most 2 arguments, got %d", argc);
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "dialect name must be a string");
  Dialect d = CSV_EXCEL;
  if (argc > 1 && !rt_is_none(argv[1])) csv_dialect_apply(&d, argv[1]);
  for (int k = 0; kw && k < kw->n; k++) {
    if (!csv_dialect_option(&d, kw->names[k], kw->values[k])) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for Dialect()", kw->names[k]);
    }
  }
  if (d.quoting < 0 || d.quoting > 3) rt_raise(RT_EXC_TypeError, "bad \"quoting\" value");
  Value o = dialect_object(&d);
  rt_dict_set(mod_state()->registry, name, o);
  rt_decref(o);
  return rt_none();
}

static Value c_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("get_dialect", argc, kw, 1, 1, RT_ARGS_NONE);
  Value found = rt_dict_get(mod_state()->registry, argv[0]);
  if (rt_is_undef(found)) rt_raise(RT_EXC_CsvError, "unknown dialect");
  return rt_incref(found), found;
}

static Value c_unregister(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("unregister_dialect", argc, kw, 1, 1, RT_ARGS_NONE);
  if (rt_is_undef(rt_dict_get(mod_state()->registry, argv[0]))) rt_raise(RT_EXC_CsvError, "unknown dialect");
  rt_dict_del(mod_state()->registry, argv[0]);
  return rt_none();
}

static Value c_list(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("list_dialects", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_call(rt_builtin_lookup("list"), 1, &mod_state()->registry, NULL);
}

/* A class of module csv with the given options as class attributes (NULL: leave to the base). */
static Value dialect_class(const char *name, Value base, const char *delim, const char *lineterm, int quoting) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("csv"));
  if (delim) rt_class_set(c, "delimiter", rt_str_from_c(delim));
  if (lineterm) rt_class_set(c, "lineterminator", rt_str_from_c(lineterm));
  if (quoting >= 0) rt_class_set(c, "quoting", rt_int(quoting));
  if (rt_is_undef(base)) {
    rt_class_set(c, "quotechar", rt_none());
    rt_class_set(c, "escapechar", rt_none());
    rt_class_set(c, "doublequote", rt_none());
    rt_class_set(c, "skipinitialspace", rt_none());
    rt_class_set(c, "strict", rt_bool(false));
  } else {
    rt_class_set(c, "quotechar", rt_str_from_c("\""));
    rt_class_set(c, "doublequote", rt_bool(true));
    rt_class_set(c, "skipinitialspace", rt_bool(false));
  }
  rt_class_finish(cls, rt_none());
  return cls;
}

static void register_builtin(const char *name, Value cls) {
  Dialect d = CSV_EXCEL;
  csv_dialect_apply(&d, cls);
  Value o = dialect_object(&d);
  rt_dict_set_str(mod_state()->registry, name, o);
  rt_decref(o);
}

void csv_dialect_init(Value m) {
  ModState *st = mod_state();
  rt_decref(st->registry);
  st->registry = rt_dict_new();
  Value dialect = dialect_class("Dialect", rt_undef(), NULL, NULL, -1);
  rt_module_set(m, "Dialect", dialect);
  st->dialect_class = dialect;
  Value excel = dialect_class("excel", dialect, ",", "\r\n", QUOTE_MINIMAL);
  rt_module_set(m, "excel", excel);
  Value tab = dialect_class("excel_tab", excel, "\t", NULL, -1);
  rt_module_set(m, "excel_tab", tab);
  Value unix_d = dialect_class("unix_dialect", dialect, ",", "\n", QUOTE_ALL);
  rt_module_set(m, "unix_dialect", unix_d);
  register_builtin("excel", excel);
  register_builtin("excel-tab", tab);
  register_builtin("unix", unix_d);
  rt_module_add_fn(m, "register_dialect", c_register);
  rt_module_add_fn(m, "get_dialect", c_get);
  rt_module_add_fn(m, "unregister_dialect", c_unregister);
  rt_module_add_fn(m, "list_dialects", c_list);
  Value err = rt_exc_class(RT_EXC_CsvError); /* a static singleton */
  rt_incref(err);
  rt_module_set(m, "Error", err);
}

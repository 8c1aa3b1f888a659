/* re_flags.c — re.RegexFlag: the flags re.I, re.M, ... are instances of a class deriving from
 * int (so they work wherever an int does: re.compile's flags, arithmetic, ==, hash), whose
 * repr and str are CPython 3.11's `re.IGNORECASE|re.MULTILINE` and whose | & ^ ~ give flags
 * again (other arithmetic gives plain ints, as IntFlag's does). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "re_internal.h"

typedef struct ModState {
  Value flag_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"re.RegexFlag", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* The members in CPython's definition order, the order a combination lists them in. */
static const struct {
  const char *name;
  int value;
} members[] = {{"ASCII", RE_ASCII},         {"IGNORECASE", RE_IGNORECASE}, {"LOCALE", RE_LOCALE},
               {"UNICODE", RE_UNICODE},     {"MULTILINE", RE_MULTILINE},   {"DOTALL", RE_DOTALL},
               {"VERBOSE", RE_VERBOSE},     {"TEMPLATE", RE_TEMPLATE},     {"DEBUG", RE_DEBUG}};

#define ALL_FLAGS 511

static Value make_flag(int64_t v) {
  Value f = rt_instance_new(RT_AS(ClassObj, mod_state()->flag_class));
  RT_AS(Instance, f)->base = rt_int(v);
  return f;
}

/* The int a flag or an int operand stands for; false for anything else. */
static bool int_value(Value v, int64_t *out) {
  if (v.tag == RT_INT || v.tag == RT_BOOL) {
    *out = v.tag == RT_INT ? v.as.i : v.as.b;
    return true;
  }
  if (rt_is_instance(v) && RT_AS(Instance, v)->cls == RT_AS(ClassObj, mod_state()->flag_class)) {
    *out = RT_AS(Instance, v)->base.as.i;
    return true;
  }
  return false;
}

static Value f_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  int64_t v = 0;
  int_value(argv[0], &v);
  if (v == 0) return rt_str_from_c("re.NOFLAG");
  StrBuf sb;
  rt_sb_init(&sb);
  int64_t rest = v;
  for (size_t k = 0; k < sizeof members / sizeof *members; k++) {
    if (!(v & members[k].value)) continue;
    rt_sb_printf(&sb, "%sre.%s", sb.len ? "|" : "", members[k].name);
    rest &= ~(int64_t)members[k].value;
  }
  if (rest) rt_sb_printf(&sb, "%s0x%llx", sb.len ? "|" : "", (unsigned long long)rest);
  return rt_sb_to_str(&sb);
}

/* flag.name ('IGNORECASE', 'IGNORECASE|MULTILINE', 'NOFLAG') and flag.value (the int). */
static Value f_getattr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__getattr__", argc, kw, 2, 2);
  int64_t v = 0;
  int_value(argv[0], &v);
  const char *name = rt_is_str(argv[1]) ? rt_str_data(argv[1]) : "";
  if (!strcmp(name, "value")) return rt_int(v);
  if (strcmp(name, "name") != 0) rt_raise_attr_error(argv[0], name, "'RegexFlag' object has no attribute '%s'", name);
  if (v == 0) return rt_str_from_c("NOFLAG");
  StrBuf sb;
  rt_sb_init(&sb);
  for (size_t k = 0; k < sizeof members / sizeof *members; k++) {
    if (v & members[k].value) rt_sb_printf(&sb, "%s%s", sb.len ? "|" : "", members[k].name);
  }
  return sb.len ? rt_sb_to_str(&sb) : (rt_sb_free(&sb), rt_none());
}

/* format(flag, '') is its str; another spec formats the int. */
static Value f_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("__format__", argc, kw, 2, 2);
  if (rt_is_str(argv[1]) && RT_AS(Str, argv[1])->nbytes == 0) return f_repr(data, 1, argv, NULL);
  int64_t v = 0;
  int_value(argv[0], &v);
  Value args[2] = {rt_int(v), argv[1]};
  return rt_call(rt_builtin_lookup("format"), 2, args, NULL);
}

/* a | b, a & b, a ^ b (and the reflected forms): a flag; NotImplemented for a non-int. */
static Value bitop(int argc, const Value *argv, const Kwargs *kw, const char *name, char op) {
  rt_check_nargs(name, argc, kw, 2, 2);
  int64_t a, b;
  if (!int_value(argv[0], &a) || !int_value(argv[1], &b)) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return make_flag(op == '|' ? (a | b) : op == '&' ? (a & b) : (a ^ b));
}

static Value f_or(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return bitop(argc, argv, kw, "__or__", '|');
}

static Value f_and(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return bitop(argc, argv, kw, "__and__", '&');
}

static Value f_xor(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return bitop(argc, argv, kw, "__xor__", '^');
}

/* ~flag: the defined flags the value lacks (IntFlag's KEEP boundary). */
static Value f_invert(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__invert__", argc, kw, 1, 1);
  int64_t v = 0;
  int_value(argv[0], &v);
  return make_flag(~v & ALL_FLAGS);
}

static void add_method(Value cls, const char *name, NativeFn fn) {
  char qual[64];
  snprintf(qual, sizeof qual, "RegexFlag.%s", name);
  Value m = rt_native_method_new(name, qual, fn, rt_none());
  rt_class_set(RT_AS(ClassObj, cls), name, m);
}

void re_flags_init(Value m) {
  ModState *st = mod_state();
  Value base = rt_builtin_lookup("int");
  Value bases = rt_tuple_from(1, &base);
  st->flag_class = rt_class_new("RegexFlag", bases);
  rt_decref(bases);
  add_method(st->flag_class, "__repr__", f_repr);
  add_method(st->flag_class, "__str__", f_repr);
  add_method(st->flag_class, "__format__", f_format);
  static const char *const ops[] = {"__or__", "__ror__", "__and__", "__rand__", "__xor__", "__rxor__"};
  static const NativeFn fns[] = {f_or, f_or, f_and, f_and, f_xor, f_xor};
  for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) add_method(st->flag_class, ops[k], fns[k]);
  add_method(st->flag_class, "__invert__", f_invert);
  add_method(st->flag_class, "__getattr__", f_getattr);
  rt_class_finish(st->flag_class, rt_none());
  rt_class_set(RT_AS(ClassObj, st->flag_class), "__module__", rt_str_from_c("re"));
  rt_module_set(m, "RegexFlag", st->flag_class);
  static const struct {
    const char *name, *alias;
    int value;
  } flags[] = {{"IGNORECASE", "I", RE_IGNORECASE}, {"LOCALE", "L", RE_LOCALE},   {"MULTILINE", "M", RE_MULTILINE},
               {"DOTALL", "S", RE_DOTALL},         {"UNICODE", "U", RE_UNICODE}, {"VERBOSE", "X", RE_VERBOSE},
               {"ASCII", "A", RE_ASCII},           {"TEMPLATE", "T", RE_TEMPLATE}, {"DEBUG", NULL, RE_DEBUG},
               {"NOFLAG", NULL, 0}};
  for (size_t k = 0; k < sizeof flags / sizeof *flags; k++) {
    Value f = make_flag(flags[k].value);
    rt_incref(f);
    rt_class_set(RT_AS(ClassObj, st->flag_class), flags[k].name, f);
    if (flags[k].alias) {
      rt_incref(f);
      rt_module_set(m, flags[k].alias, f);
    }
    rt_module_set(m, flags[k].name, f);
  }
}

/* string_formatter.c — string.Formatter, a class (as CPython's, written in Python there) whose
 * format and vformat go through its own methods parse, get_field, get_value, convert_field,
 * format_field and check_unused_args, so a subclass may override any of them. parse splits a
 * format string as str.format reads it ('{{' and '}}' escapes, nested fields in the spec),
 * with CPython's ValueErrors; vformat numbers '{}' fields automatically and formats nested
 * specs two levels deep. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

/* obj.name(*args) (a new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *args) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value str_or_none(const char *p, size_t n, bool some) { return some ? rt_str_new(p, n) : rt_none(); }

/* One (literal, field_name, format_spec, conversion) tuple appended to out. */
static void put_item(Value out, const char *lit, size_t nlit, bool field, const char *name, size_t nname,
                     const char *spec, size_t nspec, char conv) {
  Value t = rt_tuple_new(4);
  int mark = rt_cleanup_push_value(&t);
  rt_tuple_set(t, 0, rt_str_new(lit, nlit));
  rt_tuple_set(t, 1, str_or_none(name, nname, field));
  rt_tuple_set(t, 2, str_or_none(spec, nspec, field));
  rt_tuple_set(t, 3, conv ? rt_str_new(&conv, 1) : rt_none());
  rt_list_append(out, t);
  rt_cleanup_pop(mark, true);
}

/* parse(format_string): the list of tuples (CPython's formatter_parser). */
static Value parse_list(Value fs) {
  if (!rt_is_str(fs)) rt_raise(RT_EXC_TypeError, "expected str, got %s", rt_type_name(fs));
  const char *s = rt_str_data(fs), *end = s + RT_AS(Str, fs)->nbytes;
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  const char *p = s;
  while (p < end) {
    const char *lit = p;
    while (p < end && *p != '{' && *p != '}') p++;
    if (p == end) {
      put_item(out, lit, (size_t)(p - lit), false, NULL, 0, NULL, 0, 0);
      break;
    }
    char c = *p;
    if (p + 1 < end && p[1] == c) { /* '{{' or '}}': the literal ends with one of them */
      put_item(out, lit, (size_t)(p + 1 - lit), false, NULL, 0, NULL, 0, 0);
      p += 2;
      continue;
    }
    if (c == '}') rt_raise(RT_EXC_ValueError, "Single '}' encountered in format string");
    size_t nlit = (size_t)(p - lit);
    p++; /* the field: up to its matching '}' */
    const char *fstart = p;
    int depth = 1;
    while (p < end) {
      if (*p == '{') depth++;
      else if (*p == '}' && --depth == 0) break;
      p++;
    }
    if (p == end) {
      if (fstart == end) rt_raise(RT_EXC_ValueError, "Single '{' encountered in format string");
      rt_raise(RT_EXC_ValueError, "expected '}' before end of string");
    }
    const char *fend = p++, *q = fstart;
    while (q < fend && *q != '!' && *q != ':') {
      if (*q == '[') { /* an index may hold ! or : */
        while (q < fend && *q != ']') q++;
        if (q == fend) break;
      }
      q++;
    }
    const char *name = fstart;
    size_t nname = (size_t)(q - fstart);
    char conv = 0;
    if (q < fend && *q == '!') {
      if (q + 1 >= fend) rt_raise(RT_EXC_ValueError, "end of string while looking for conversion specifier");
      conv = q[1];
      q += 2;
      if (q < fend && *q != ':') rt_raise(RT_EXC_ValueError, "expected ':' after conversion specifier");
    }
    const char *spec = q < fend ? q + 1 : fend;
    put_item(out, lit, nlit, true, name, nname, spec, (size_t)(fend - spec), conv);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value f_parse(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("parse", argc - 1, kw, 1, 1);
  return parse_list(argv[1]);
}

static bool all_digits(const char *p, size_t n) {
  if (n == 0) return false;
  for (size_t k = 0; k < n; k++)
    if (p[k] < '0' || p[k] > '9') return false;
  return true;
}

/* A field name's first part or an index: an int when all digits, else a str. */
static Value key_of(const char *p, size_t n) {
  if (all_digits(p, n)) {
    Value s = rt_str_new(p, n);
    int mark = rt_cleanup_push_value(&s);
    Value i = rt_call(rt_builtin_lookup("int"), 1, &s, NULL);
    rt_cleanup_pop(mark, true);
    return i;
  }
  return rt_str_new(p, n);
}

/* get_field(self, field_name, args, kwargs): (obj, first) with obj through .attr and [key]. */
static Value f_get_field(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("get_field", argc - 1, kw, 3, 3);
  if (!rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "expected str, got %s", rt_type_name(argv[1]));
  const char *s = rt_str_data(argv[1]), *end = s + RT_AS(Str, argv[1])->nbytes, *p = s;
  while (p < end && *p != '.' && *p != '[') p++;
  Value first = key_of(s, (size_t)(p - s)), obj = rt_undef(), next = rt_undef();
  int mark = rt_cleanup_push_value(&first);
  rt_cleanup_push_value(&obj);
  rt_cleanup_push_value(&next);
  Value args[3] = {first, argv[2], argv[3]};
  obj = call_method(argv[0], "get_value", 3, args);
  while (p < end) {
    const char *q = p + 1;
    if (*p == '.') {
      while (q < end && *q != '.' && *q != '[') q++;
      if (q == p + 1) rt_raise(RT_EXC_ValueError, "Empty attribute in format string");
      Value an = rt_str_new(p + 1, (size_t)(q - p - 1));
      rt_cleanup_push_value(&an);
      next = rt_getattr(obj, rt_str_data(an));
      rt_cleanup_pop(mark + 3, true);
      p = q;
    } else if (*p == '[') {
      while (q < end && *q != ']') q++;
      if (q == end) rt_raise(RT_EXC_ValueError, "Missing ']' in format string");
      if (q == p + 1) rt_raise(RT_EXC_ValueError, "Empty attribute in format string");
      Value k = key_of(p + 1, (size_t)(q - p - 1));
      rt_cleanup_push_value(&k);
      next = rt_getitem(obj, k);
      rt_cleanup_pop(mark + 3, true);
      p = q + 1;
      if (p < end && *p != '.' && *p != '[') {
        rt_raise(RT_EXC_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
      }
    } else {
      break;
    }
    rt_decref(obj);
    obj = next;
    next = rt_undef();
  }
  Value pair[2] = {obj, first};
  Value r = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return r;
}

/* get_value(self, key, args, kwargs): args[key] for an int, else kwargs[key]. */
static Value f_get_value(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("get_value", argc - 1, kw, 3, 3);
  if (argv[1].tag == RT_INT || rt_is_bigint(argv[1])) return rt_getitem(argv[2], argv[1]);
  return rt_getitem(argv[3], argv[1]);
}

static Value f_check_unused(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argv;
  rt_check_nargs("check_unused_args", argc - 1, kw, 3, 3);
  return rt_none();
}

static Value f_format_field(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("format_field", argc - 1, kw, 2, 2);
  return rt_call(rt_builtin_lookup("format"), 2, argv + 1, NULL);
}

static Value f_convert_field(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("convert_field", argc - 1, kw, 2, 2);
  Value v = argv[1], c = argv[2];
  if (rt_is_none(c)) return (rt_incref(v), v);
  const char *t = rt_is_str(c) ? rt_str_data(c) : "";
  if (!strcmp(t, "s")) return rt_to_str(v);
  if (!strcmp(t, "r")) return rt_repr(v);
  if (!strcmp(t, "a")) return rt_call(rt_builtin_lookup("ascii"), 1, &v, NULL);
  Value cs = rt_to_str(c);
  rt_cleanup_push_value(&cs);
  rt_raise(RT_EXC_ValueError, "Unknown conversion specifier %s", rt_str_data(cs));
}

typedef struct VJob {
  Value self, args, kwargs, used;
  int64_t auto_index; /* -1: manual numbering chosen */
} VJob;

static _Noreturn void switch_error(void) {
  rt_raise(RT_EXC_ValueError, "cannot switch from manual field specification to automatic field numbering");
}

/* _vformat: the formatted text (a new reference). */
static Value vformat(VJob *j, Value fs, int depth) {
  if (depth < 0) rt_raise(RT_EXC_ValueError, "Max string recursion exceeded");
  Value items = call_method(j->self, "parse", 1, &fs), it = rt_undef(), item = rt_undef();
  Value name = rt_undef(), obj = rt_undef(), spec = rt_undef(), text = rt_undef();
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_cleanup_push_value(&items);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&item);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&obj);
  rt_cleanup_push_value(&spec);
  rt_cleanup_push_value(&text);
  rt_sb_cleanup_push(&sb);
  it = rt_iter(items);
  while (rt_next(it, &item)) {
    text = rt_getitem(item, rt_int(0));
    if (rt_is_str(text)) rt_sb_putn(&sb, rt_str_data(text), (size_t)RT_AS(Str, text)->nbytes);
    rt_decref(text);
    text = rt_undef();
    name = rt_getitem(item, rt_int(1));
    if (!rt_is_none(name)) {
      if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "field name must be str, not %s", rt_type_name(name));
      const char *n = rt_str_data(name);
      size_t nn = (size_t)RT_AS(Str, name)->nbytes;
      if (nn == 0) {
        if (j->auto_index < 0) switch_error();
        rt_decref(name);
        name = rt_str_printf("%lld", (long long)j->auto_index++);
      } else if (all_digits(n, nn)) {
        if (j->auto_index > 0) switch_error();
        j->auto_index = -1;
      }
      Value ga[3] = {name, j->args, j->kwargs};
      text = call_method(j->self, "get_field", 3, ga); /* (obj, used): text and spec hold them */
      spec = rt_getitem(text, rt_int(1));
      obj = rt_getitem(text, rt_int(0));
      rt_set_add(j->used, spec);
      rt_decref(spec);
      spec = rt_undef();
      rt_decref(text);
      text = rt_undef();
      Value ca[2] = {obj, rt_getitem(item, rt_int(3))};
      Value conv = ca[1];
      rt_cleanup_push_value(&conv);
      Value converted = call_method(j->self, "convert_field", 2, ca);
      rt_cleanup_pop(mark + 8, true);
      rt_decref(obj);
      obj = converted;
      Value raw = rt_getitem(item, rt_int(2));
      rt_cleanup_push_value(&raw);
      spec = vformat(j, raw, depth - 1);
      rt_cleanup_pop(mark + 8, true);
      Value fa[2] = {obj, spec};
      text = call_method(j->self, "format_field", 2, fa);
      if (!rt_is_str(text)) rt_raise(RT_EXC_TypeError, "sequence item 0: expected str instance, %s found", rt_type_name(text));
      rt_sb_putn(&sb, rt_str_data(text), (size_t)RT_AS(Str, text)->nbytes);
      rt_decref(text);
      text = rt_undef();
      rt_decref(spec);
      spec = rt_undef();
      rt_decref(obj);
      obj = rt_undef();
    }
    rt_decref(name);
    name = rt_undef();
    rt_decref(item);
    item = rt_undef();
  }
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* vformat(self, format_string, args, kwargs) */
static Value f_vformat(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("vformat", argc - 1, kw, 3, 3);
  VJob j = {argv[0], argv[2], argv[3], rt_set_new(false), 0};
  int mark = rt_cleanup_push_value(&j.used);
  Value r = vformat(&j, argv[1], 2);
  rt_cleanup_push_value(&r);
  Value ca[3] = {j.used, argv[2], argv[3]};
  rt_decref(call_method(argv[0], "check_unused_args", 3, ca));
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return r;
}

/* format(self, format_string, /, *args, **kwargs) */
static Value f_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "format() missing 1 required positional argument: 'format_string'");
  Value a[3] = {argv[1], rt_tuple_from(argc - 2, argv + 2), rt_dict_new()};
  int mark = rt_cleanup_push_value(&a[1]);
  rt_cleanup_push_value(&a[2]);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(a[2], kw->names[k], kw->values[k]);
  Value r = call_method(argv[0], "vformat", 3, a);
  rt_cleanup_pop(mark, true);
  return r;
}

Value rt_string_formatter_class(void) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  static const struct {
    const char *name;
    NativeFn fn;
  } ms[] = {{"format", f_format},           {"vformat", f_vformat},
            {"parse", f_parse},             {"get_field", f_get_field},
            {"get_value", f_get_value},     {"check_unused_args", f_check_unused},
            {"format_field", f_format_field}, {"convert_field", f_convert_field}};
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "Formatter.%s", ms[k].name);
    Value f = rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none());
    rt_dict_set_str(ns, ms[k].name, f);
    rt_decref(f);
  }
  Value mod = rt_str_from_c("string");
  rt_dict_set_str(ns, "__module__", mod);
  rt_decref(mod);
  Value obj = rt_object_class();
  Value args[3] = {rt_str_from_c("Formatter"), rt_tuple_from(1, &obj), ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  rt_decref(args[0]);
  rt_decref(args[1]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("string")); /* type() keeps __main__ */
  rt_cleanup_pop(mark, true);
  return cls;
}

/* interp_rare.c — the bodies of instructions that run rarely or do much work per run, kept out
 * of the dispatch loop (interp.c): f-string joining, `from m import x`, a failed assert, the
 * REPL's echo, a formatted f-string field. */
#include <stdio.h>

#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

Value vm_build_str(const Value *parts, int n) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = 0; k < n; k++) rt_sb_putn(&sb, rt_str_data(parts[k]), (size_t)RT_AS(Str, parts[k])->nbytes);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

Value vm_import_from(Value module, Value name) {
  const char *attr = rt_str_data(name);
  if (rt_is_type(module, &rt_module_type)) {
    Value v = rt_module_lookup(module, attr);
    if (!rt_is_undef(v)) {
      rt_incref(v);
      return v;
    }
    const char *mname = RT_AS(Module, module)->name;
    char full[512];
    snprintf(full, sizeof full, "%s.%s", mname, attr);
    Value sub;
    if (vm_try_import(full, &sub)) return sub;
    rt_raise(RT_EXC_ImportError, "cannot import name '%s' from '%s' (unknown location)", attr, mname);
  }
  return rt_getattr(module, attr);
}

void vm_assert_fail(bool has_msg, Value msg) {
  if (!has_msg) rt_raise(RT_EXC_AssertionError, "%s", "");
  Value s = rt_to_str(msg);
  rt_cleanup_push_value(&s); /* released after the message is made */
  rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(s));
}

void vm_echo(Value v) {
  if (vm_current->echo_keep) { /* a notebook cell's value: vm_run_cell shows it */
    rt_incref(v);
    setreg(&vm_current->echo_value, v);
    return;
  }
  if (rt_is_none(v)) return;
  int slot = vm_global_slot(vm_current, "_"); /* the REPL's last value, as Python's */
  rt_incref(v);
  rt_decref(vm_current->globals[slot]);
  vm_current->globals[slot] = v;
  Value s = rt_repr(v);
  rt_stdout_write(rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
  rt_stdout_write("\n", 1);
  rt_decref(s);
}

Value vm_format_value(Value v, const Value *spec, int c) {
  static const int convs[4] = {0, 'r', 's', 'a'};
  int conv = convs[c & 3];
  return rt_format(v, (c & 4) ? rt_str_data(*spec) : "", conv);
}

/* The loop state FORITER reads: a range as ints (start, count, step); a list as (the list, the
 * next index, false); anything else as (its iterator, -, None). */
void vm_for_prep(Value *st) {
  Value v = st[0];
  if (rt_is_type(v, &rt_range_type)) {
    Range *r = RT_AS(Range, v);
    int64_t start = r->start, n = rt_range_len(r->start, r->stop, r->step), step = r->step;
    setint(&st[0], start);
    setint(&st[1], n);
    setint(&st[2], step);
    return;
  }
  if (rt_is_list(v)) { /* by index, as list iterators do: appends made in the loop are seen */
    setint(&st[1], 0);
    setbool(&st[2], false);
    return;
  }
  setreg(&st[0], rt_iter(v));
  setreg(&st[2], rt_none());
}

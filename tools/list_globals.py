#!/usr/bin/env python3
"""list_globals.py — the mutable C globals of the given folders (default vm sim prof): file-scope
variables (static or not) and function-local statics that are not const, with their lines.

Each is either per-process by design (a hook set once at start-up, a process-wide cache keyed
safely, a signal flag, a thread-local scratch buffer) or belongs in per-VM state (runtime.h's
RtStateKey, released with the VM). Review the list when adding one: a Value or an object
pointer here is usually state a second VM would overwrite or a freed VM would leave dangling.

    python3 tools/list_globals.py [--values] [--all] [--check] [FOLDER...]

--values: only those whose declaration names a Value, an Obj or an object type.
--all: the ones ALLOWED explains too, each with its reason.
--check: exit status 1 when one is neither per-VM nor explained in ALLOWED.

ALLOWED names, by file and first declared name, those reviewed as process-wide by design, and
why a second VM in the same process (the REPL, the Jupyter kernel, the fuzz replay) cannot
observe what an earlier one left there. A new one belongs in per-VM state unless it fits one
of these reasons."""
import os
import re
import sys

DECL = re.compile(r"^(?P<indent>\s*)(?P<static>static\s+)?(?P<rest>[A-Za-z_][^;{}=]*(=[^;]*)?);")
SKIP = re.compile(r"^[^=]*\bconst\b(?!\s*\*)|\b(typedef|extern|return|RtStateKey)\b|^\s*(static\s+)?inline\b")
VALUEISH = re.compile(r"\b(Value|Obj|ClassObj|Instance|Tuple|Str)\b|[A-Z][A-Za-z]*Obj\b")

ALLOWED = {
    ("vm/base/config.c", "config"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/base/config.c", "env_loaded"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/base/config.c", "env_once"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/base/crash.c", "frames_fn"): "the crash handler's hook and its alternate stack: process-wide by nature (signals)",
    ("vm/base/crash.c", "in_handler"): "the crash handler's re-entry flag (signals are process-wide)",
    ("vm/base/crash.c", "alt_stack"): "the crash handler's alternate stack (signals are process-wide)",
    ("vm/base/crash.c", "installed"): "the crash handler is installed once per process",
    ("vm/base/error.c", "state"): "the thread's raise/unwind state: empty between VM calls",
    ("vm/base/error.c", "traceback_hook"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/base/error.c", "exception_printer"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/base/error.c", "rt_interrupted"): "Ctrl-C: signals are process-wide; cleared when it is raised",
    ("vm/base/io.c", "buf"): "the process's stdout buffer (there is one stdout); flushed at each VM's end",
    ("vm/base/io.c", "used"): "the process's stdout buffer (there is one stdout)",
    ("vm/base/io.c", "line_mode"): "whether stdout is a terminal: the same for every VM",
    ("vm/base/io.c", "registered"): "the atexit flush is registered once per process",
    ("vm/base/memlimit.c", "limit"): "the process's memory limit and its reading (memory is process-wide)",
    ("vm/base/memlimit.c", "resident"): "the process's memory reading",
    ("vm/base/memlimit.c", "since"): "the process's memory reading",
    ("vm/base/prof_sink.c", "prof_sink"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/front/parse_match.c", "counter"): "names match statements' hidden variables uniquely; only uniqueness matters",
    ("vm/host/interp_prof.c", "sample_table"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "hook"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "table"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "real"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "trap"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "vm_debug_armed"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "line_at"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "last_line"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/vm_debug.c", "uncaught"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
    ("vm/host/traceback.c", "vm_current"): "the thread's running VM (vm_enter sets it)",
    ("vm/host/traceback.c", "tb_limit"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/host/traceback.c", "tb_module_style"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/base/tb_module.c", "module_printer"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/np/np_errstate.c", "warn_site"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/host/vm.c", "script_doc"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/kir/kir_auto.c", "auto_state"): "launch counts keyed by KirFunc, which are never freed (kir_host.c keeps them): another VM's functions never match; the limits come from the environment",
    ("vm/kir/kir_engine.c", "registry"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/kir/kir_host.c", "kept"): "compiled code an engine may still hold, kept for the process; it holds no Python values",
    ("vm/kir/kir_host.c", "nkept"): "the count of kept (above)",
    ("vm/kir/kir_host.c", "jit_debug"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/kir/kir_interp_sigs.c", "seq_counter"): "orders signatures (earlier ones sort first); only the order matters",
    ("vm/kir/kir_interp_sigs.c", "namer"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/kir/kir_objects.c", "intrinsics"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/kir/kir_objects.c", "arg_hint_resolve"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/kir/kir_objects.c", "cpu"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/kir/kir_typer.c", "quiet"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/kir/kir_typer.c", "shared_why"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/kir/kir_typer.c", "recursion_quiet"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/kir/kir_interp_kernel.c", "current"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/kir/kir_typer_iter.c", "serial"): "names generated loop variables uniquely; only uniqueness matters",
    ("vm/kir/kir_types.c", "devarray_unwrap"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/np/np_alloc.c", "total"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "big_live"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "big_nlive"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "big_cache"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "big_cached"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "big_lock"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_alloc.c", "done"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_array.c", "buffers"): "the process's memory allocator/caches: not visible to programs",
    ("vm/np/np_array.c", "methods"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/np/np_array.c", "nmethods"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/np/np_dtype.c", "scalar_types"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/np/np_dtype.c", "cache"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/np/np_dvar.c", "cache"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/np/np_dvar.c", "cls"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/np/np_fuse.c", "on"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_loops.c", "v"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_select.c", "avx2"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_svml.c", "known"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_fastmath.c", "known"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_castwarn.c", "avx512"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_loops.c", "np_int_divzero"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/np/np_par.c", "pool"): "the process's worker threads (their count from the CPU)",
    ("vm/np/np_par.c", "threads"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/np/np_random.c", "cur"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call): every native sets it on entry",
    ("vm/np/np_random_hyper.c", "logfact_table"): "a math table filled once with constant values",
    ("vm/np/np_random_hyper.c", "logfact_ready"): "a math table filled once with constant values",
    ("vm/np/np_recarray.c", "numba_code"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/np/np_rng_zig.c", "z"): "a math table filled once with constant values",
    ("vm/np/np_rng_zig.c", "z_once"): "a math table filled once with constant values",
    ("vm/np/np_svml_atan.c", "atan_tab"): "a math table filled once with constant values",
    ("vm/np/np_svml_atan.c", "atanf_tab"): "a math table filled once with constant values",
    ("vm/np/np_svml_trig.c", "trig_win"): "a math table filled once with constant values",
    ("vm/np/np_svml_trig.c", "trig_full"): "a math table filled once with constant values",
    ("vm/np/np_svml_trig.c", "trig_once"): "a math table filled once with constant values",
    ("vm/np/np_ufunc.c", "np_operator_pending"): "a one-shot flag from an operator to the ufunc it calls next, consumed on that call's entry",
    ("vm/numba/cuda_args.c", "classes"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/numba/devarray.c", "real"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/numba/ufunc_vectorize.c", "classes"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/numba/devarray.c", "copy_hook"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/numba/devarray.c", "copy_hook_ud"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/numba/devarray_pinned.c", "pins"): "page-locked host buffers keyed by their array's buffer, released with it",
    ("vm/numba/devarray_pinned.c", "npins"): "page-locked host buffers keyed by their array's buffer, released with it",
    ("vm/numba/devarray_sync.c", "registry"): "device memory of live device arrays, each entry released with its array",
    ("vm/numba/numba_module.c", "cuda_in_progress"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/numba/numba_module.c", "numba_in_progress"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/numba/ufunc_core.c", "buf"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/numba/ufunc_core.c", "online"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("vm/obj/builtin_base.c", "exc_mro"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/builtin_base.c", "exc_dict"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/bytes.c", "buffer_hooks"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/obj/class.c", "nmethod_types"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/obj/dict.c", "nsubtypes"): "a registry filled at start-up or on a library's first import with static types/functions (the same for every VM)",
    ("vm/obj/class.c", "next_tag"): "unique class tags; only uniqueness matters",
    ("vm/obj/class.c", "gc_current"): "the thread's running VM's class registry (vm_new and vm_enter set it)",
    ("vm/obj/descr.c", "notimpl_obj"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/slice.c", "ellipsis_obj"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/tuple.c", "empty_tuple"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/object_class.c", "object_class"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/str.c", "ascii_chars"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/numtypes.c", "powers"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/ctypes_types.c", "simples"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/dataclasses.c", "missing_obj"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/dataclasses.c", "kwonly_obj"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/dataclasses.c", "initvar_class_obj"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/dataclasses.c", "field_marker"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/dataclasses.c", "initvar_marker"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/py/lru_cache.c", "kwd_mark"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/scipy/scipy_norm.c", "norm_singleton"): "a made-once immutable object or class (programs cannot set attributes on it); every VM sees the same",
    ("vm/obj/exc.c", "buf"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/obj/gc.c", "rt_gc_table"): "the collector's table of tracked containers: objects are the process's, each VM's freed with it",
    ("vm/obj/gc.c", "rt_gc_here"): "whether this thread owns the collector's table",
    ("vm/obj/gc.c", "owned"): "whether a thread owns the collector's table",
    ("vm/obj/gc.c", "collecting"): "a collection is running (cleared when it ends)",
    ("vm/obj/gc.c", "young_runs"): "the table's generation bookkeeping (gc.get_count); reset when a runtime ends",
    ("vm/obj/gc.c", "old_after_full"): "the table's generation bookkeeping; reset when a runtime ends",
    ("vm/obj/gc.c", "rt_gc_pending"): "a collection is due at the next safe point (cleared there)",
    ("vm/obj/gc.c", "default_threshold0"): "read once from the environment, the config or the CPU (the same for every VM) (WEFT_GC_THRESHOLD); the switches themselves are each VM's",
    ("vm/obj/instance.c", "free_list"): "the process's memory allocator/caches: not visible to programs",
    ("vm/obj/instance.c", "free_count"): "the process's memory allocator/caches: not visible to programs",
    ("vm/obj/str.c", "str_free_list"): "the process's memory allocator/caches: not visible to programs",
    ("vm/obj/str.c", "str_free_count"): "the process's memory allocator/caches: not visible to programs",
    ("vm/obj/str.c", "piece_table"): "a thread-local cache of string pieces keyed by content: not visible to programs",
    ("vm/obj/value.c", "free_depth"): "the thread's deferred-free bookkeeping; empty between calls",
    ("vm/obj/value.c", "deferred"): "the thread's deferred-free bookkeeping; empty between calls",
    ("vm/obj/value.c", "ndeferred"): "the thread's deferred-free bookkeeping; empty between calls",
    ("vm/obj/modules.c", "main_maker"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/obj/modules.c", "user_importer"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/obj/modules.c", "reloader"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/np/np_dvar_keep.c", "id"): "the C function a wrapper replaced, recorded at numpy's first import (the same C function in every VM)",
    ("vm/py/lib_source.c", "texts"): "library source text built once from constant tables (immutable; the same for every VM)",
    ("vm/np/np_pyframes.c", "texts"): "library source text built once from constant tables (immutable; the same for every VM)",
    ("vm/obj/native_args.c", "style_fname"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/obj/native_args.c", "style_pending"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/obj/ops.c", "numba_ints"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/obj/ops.c", "module_missing"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/obj/ops.c", "attr_missing"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/obj/runtime.c", "nkeys"): "state kinds are numbered once at start-up; the state itself is each runtime's",
    ("vm/obj/runtime.c", "py_depth_fn"): "a hook installed once at start-up by a higher layer (same for every VM)",
    ("vm/obj/runtime.c", "current"): "the thread's current runtime (vm_enter sets it)",
    ("vm/obj/runtime.c", "process_default"): "the runtime of code that runs with no VM (unit tests, workers)",
    ("vm/obj/unicode_names.c", "names_text"): "a math table filled once with constant values",
    ("vm/obj/unicode_names.c", "names_once"): "a math table filled once with constant values",
    ("vm/plot/plot_module.c", "display_hook"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/py/green.c", "exec_ops"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/py/traceback.c", "print_hook"): "a hook or callback installed once at start-up by a higher layer (same for every VM)",
    ("vm/py/pyrandom.c", "numba_seeding"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("vm/py/sys.c", "saved_argc"): "the process's command line (sys.argv's source)",
    ("vm/py/sys.c", "saved_argv"): "the process's command line",
    ("vm/py/weakref.c", "live_targets"): "how many live objects have weak references (process-wide objects); zero when none",
    ("sim/sim_check.c", "gpool"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_check.c", "gpool_cap"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_counters.c", "enabled"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call) (one launch's counters)",
    ("sim/sim_counters.c", "own"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_counters.c", "own_filled"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_counters.c", "cache_on"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_counters.c", "sample_blocks"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_counters.c", "sample_env"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_counters.c", "skip_env"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_counters.c", "print_each"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_cpu_cc.c", "load_error"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_cpu_pool.c", "pool"): "the process's worker threads",
    ("sim/sim_cpu_pool.c", "threads"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_exec.c", "sim_exec_in_worker"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_launch.c", "fail"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_launch.c", "last_fault"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_parallel.c", "min_work"): "read once from the environment, the config or the CPU (the same for every VM)",
    ("sim/sim_serial.c", "snap"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("sim/sim_serial.c", "snap_cap"): "thread-local scratch or a flag set and cleared around one call (nothing outlives the call)",
    ("prof/prof_control.c", "profiler"): "the debugger/profiler of the process (one per process, set by the embedding tool)",
}


def declarations(path):
    depth = 0
    with open(path, errors="replace") as f:
        for n, line in enumerate(f, 1):
            code = re.sub(r"/\*.*?\*/|//.*", "", line)
            m = DECL.match(code)
            if m and not SKIP.search(code) and "(" not in m.group("rest").split("=")[0].replace("(*", ""):
                at_file = depth == 0 and not m.group("indent")
                if at_file or m.group("static"):
                    yield n, line.rstrip()
            depth += code.count("{") - code.count("}")


def first_name(text):
    """The first variable a declaration declares (`static int a, b;` -> a)."""
    code = re.sub(r"/\*.*?(\*/|$)|//.*", "", text).split("=")[0].split(",")[0]
    return re.findall(r"[A-Za-z_]\w*", re.sub(r"\[[^\]]*\]", "", code))[-1]


def main(argv):
    values = "--values" in argv
    show_all = "--all" in argv
    roots = [a for a in argv if not a.startswith("--")] or ["vm", "sim", "prof"]
    unexplained = 0
    for root in roots:
        for folder, _, files in sorted(os.walk(root)):
            for name in sorted(files):
                if not name.endswith(".c"):
                    continue
                path = os.path.join(folder, name)
                for n, text in declarations(path):
                    if values and not VALUEISH.search(text):
                        continue
                    why = ALLOWED.get((path, first_name(text)))
                    if why is None:
                        unexplained += 1
                        print(f"{path}:{n}: {text.strip()}")
                    elif show_all:
                        print(f"{path}:{n}: {text.strip()}  [allowed: {why}]")
    if "--check" in argv and unexplained:
        print(f"{unexplained} mutable globals neither per-VM nor explained in ALLOWED", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

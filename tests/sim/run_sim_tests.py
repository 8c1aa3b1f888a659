#!/usr/bin/python3
"""Tests of the simulator's switches, which the golden runner cannot set per test: the same
program under several environments (WEFT_CHECK, WEFT_SIM_SCHEDULE, WEFT_SIM_THREADS — the
variables behind --check, --sim-schedule and --sim-threads) must give the outputs stated here.
WEFT_SIM_PARALLEL_MIN_WORK=0 makes even these small launches use the threads.

Usage: /usr/bin/python3 tests/sim/run_sim_tests.py [path/to/weft]   (exit 1 on any failure)
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WEFT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "build", "weft"))
failures = []


def run(prog, **env):
    full = dict(os.environ)
    for k in ("WEFT_CHECK", "WEFT_SIM_SCHEDULE", "WEFT_SIM_THREADS"):
        full.pop(k, None)
    full["WEFT_SIM_PARALLEL_MIN_WORK"] = "0"  # these launches are small: thread them all the same
    full.update(env)
    p = subprocess.run([WEFT, prog], cwd=HERE, env=full, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(name, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + name)
    if not ok:
        failures.append(name)
        if detail:
            print("     " + detail.replace("\n", "\n     "))


def same(name, prog, envs, base_env=None):
    """Every environment gives the in-order run's exit code, stdout and stderr, bit for bit
    (the in-order run under base_env; each env adds to it)."""
    base_env = base_env or {}
    base = run(prog, **base_env)
    for env in envs:
        got = run(prog, **base_env, **env)
        check(f"{name} {env}", got == base, f"in order: {base!r}\ngot:      {got!r}")
    return base


# A program whose output depends on block order changes under a shuffled schedule, the same
# way for the same seed, and threads never run it out of order.
rc, inorder, _ = run("block_order_dependent.py")
check("in-order block claims", rc == 0 and inorder == str(list(range(16))) + "\n", inorder)
_, s1, _ = run("block_order_dependent.py", WEFT_SIM_SCHEDULE="shuffle:1")
_, s1b, _ = run("block_order_dependent.py", WEFT_SIM_SCHEDULE="shuffle:1")
_, s2, _ = run("block_order_dependent.py", WEFT_SIM_SCHEDULE="shuffle:2")
check("shuffle:1 changes the order", s1 != inorder and sorted(eval(s1)) == list(range(16)), s1)
check("shuffle:1 is deterministic", s1 == s1b)
check("shuffle:2 differs from shuffle:1", s2 != s1)
# Every 64-bit seed shuffles, the largest and 0 included (seed + 1 once wrapped to "in order").
for seed in ("0", "18446744073709551615"):
    rc, s, err = run("block_order_dependent.py", WEFT_SIM_SCHEDULE=f"shuffle:{seed}")
    check(f"shuffle:{seed} changes the order", rc == 0 and s != inorder and sorted(eval(s)) == list(range(16)), s + err)
same("order-dependent kernel stays in order on threads", "block_order_dependent.py",
     [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "4", "WEFT_CHECK": "none"}])

# An order-independent program is bit-identical under every schedule and thread count.
same("order-free kernel", "block_order_free.py",
     [{"WEFT_SIM_SCHEDULE": "shuffle:1"}, {"WEFT_SIM_SCHEDULE": "shuffle:99"},
      {"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "3"},
      {"WEFT_SIM_THREADS": "2", "WEFT_CHECK": "none"}, {"WEFT_SIM_THREADS": "2", "WEFT_CHECK": "bounds"}])
# Kernel print output keeps block order on threads.
base = same("print order", "print_blocks.py", [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "8"}])
check("print order is block order", base[1].splitlines()[:2] == ["block 0 first thread 0", "block 1 first thread 64"], base[1])
# Several prints per thread, across a barrier, blocks and warps: block by block, interval by
# interval, thread by thread (sim/sim_print.c), whatever the threads; a shuffled schedule prints
# the blocks in the order it ran them, each block's lines as in order.
base = same("print order, several prints per thread", "print_interleaved.py",
            [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "4"}])
check("print order is thread by thread within a barrier interval",
      base[1].splitlines()[:8] == ["A 0 0", "even 0 0", "A 0 1", "A 0 32", "even 0 32", "A 0 33", "B 0 1", "B 0 33"],
      base[1])


def by_block(out):
    lines = out.splitlines()[:-1]  # the last line is the host's
    return [int(l.split()[1]) for l in lines], {b: [l for l in lines if int(l.split()[1]) == b] for b in range(6)}


for seed in ("1", "7"):
    rc, out, _ = run("print_interleaved.py", WEFT_SIM_SCHEDULE="shuffle:" + seed)
    blocks, lines = by_block(out)
    runs = [b for k, b in enumerate(blocks) if k == 0 or blocks[k - 1] != b]
    check(f"shuffle:{seed} prints whole blocks in a new order, each as in order",
          rc == 0 and sorted(runs) == list(range(6)) and runs != list(range(6)) and lines == by_block(base[1])[1]
          and out.splitlines()[-1] == base[1].splitlines()[-1], out)
# Warps waiting for each other through memory: preemption lets every schedule finish alike;
# the plain-load spin is a race with the checks on, and runs to the end with them off.
base = same("spin-waits between warps", "spin_flag.py", [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_SCHEDULE": "shuffle:5"}],
            {"WEFT_CHECK": "none"})
check("spin-waits end", base[0] == 0 and base[1] == "[3 2 1 0]\n[1]\n", base[1] + base[2])
rc, out, err = run("spin_flag.py")
check("a plain-load spin-wait is a race, reported as the kernel goes on",
      rc == 0 and "warning: global-memory race" in err and out == "[3 2 1 0]\n[1]\n", out + err)
# --check=strict (WEFT_CHECK=strict): every race or uninitialised read stops the launch.
rc, out, err = run("spin_flag.py", WEFT_CHECK="strict")
check("strict: a race stops the launch", rc == 1 and out == "[3 2 1 0]\n" and
      "spin_flag.py:25:9: error: global-memory race (write after read) on flag[0] in kernel plain\n" in err and
      err.rstrip("\n").splitlines()[-1] == "RuntimeError: kernel 'plain' stopped on a fault (see the report above)", out + err)
rc, out, err = run(os.path.join(HERE, "..", "golden", "kernels", "uninit_shared.py"), WEFT_CHECK="strict")
check("strict: an uninitialised read stops the launch", rc == 1 and out == "" and
      "uninit_shared.py:12:14: error: read of uninitialised shared memory buf[32] in kernel k\n" in err and
      "  thread (32,0,0) block (0,0,0) warp 1 lane 0 reads 0.0 (the simulator's zeroed memory; a GPU's holds anything)\n" in err,
      out + err)
# Threads (a worker's finding aborts the threaded run) give the in-order run's reports and result.
same("racy counter", "racy_counter.py", [{"WEFT_SIM_THREADS": "2"}])
rc, out, err = run("racy_counter.py")
check("a racy counter counts as Numba's simulator does", rc == 0 and out == "64\n256\n" and
      err.count("warning: global-memory race") == 3 and
      "weft: kernel count ran on after 96 racing accesses and 0 reads of uninitialised memory" in err, out + err)
base = same("spin-wait across blocks", "spin_across_blocks.py", [{"WEFT_SIM_THREADS": "2"}], {"WEFT_CHECK": "none"})
check("a spin-wait across blocks is a livelock report", base[0] == 1 and "livelock in kernel k: warp 0 spins at line 9, the "
      "block's state repeating, no other warp of the block able to run (a spin-wait on memory another block writes?" in base[2],
      base[2])
# A worker that cannot grow its print buffer (every such allocation fails under
# WEFT_SIM_WORKER_ALLOC_FAIL=1) faults instead of raising off its thread; the in-order rerun
# prints the same lines.
same("print buffer out of memory on a worker", "print_blocks.py",
     [{"WEFT_SIM_THREADS": "2", "WEFT_SIM_WORKER_ALLOC_FAIL": "1"}])
# A cross-block hazard falls back to the in-order run: the same race report with checks on,
# the same (order-dependent) result with checks off.
base = same("cross-block hazard, checks on", "cross_block_hazard.py", [{"WEFT_SIM_THREADS": "2"}])
check("the race is reported", "global-memory race" in base[2], base[2])
base = same("cross-block hazard, checks off", "cross_block_hazard.py",
            [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "4"}], {"WEFT_CHECK": "none"})
check("checks off: the in-order result", base[1].startswith("4222 [0, 1, 1]"), base[1])
# A fault in a late block: the same report, the same prints before it.
# --check=none keeps host memory safe: an access outside an array still stops the launch.
base = same("late fault", "late_fault.py", [{"WEFT_SIM_THREADS": "2"}, {"WEFT_SIM_THREADS": "5"},
                                           {"WEFT_CHECK": "none"}, {"WEFT_CHECK": "none", "WEFT_SIM_THREADS": "2"}])
check("the late fault is reported", base[0] == 1 and "block (31,0,0)" in base[2], base[2])

# syncwarp and the fences are KIR instructions of their own (WEFT_DUMP_KIR prints the KIR).
rc, out, err = run(os.path.join(HERE, "..", "golden", "kernels", "syncwarp_reduce.py"), WEFT_DUMP_KIR="1")
check("syncwarp in the KIR", rc == 0 and "SYNCWARP %" in err and ":uint32" in err, err)
rc, out, err = run(os.path.join(HERE, "..", "golden", "kernels", "threadfence.py"), WEFT_DUMP_KIR="1")
check("fences in the KIR", rc == 0 and all(f"FENCE {k}\n" in err for k in
      ("threadfence_block", "threadfence", "threadfence_system")), err)

# Running out of memory on a worker thread of a target='parallel' ufunc (every worker allocation
# fails under WEFT_SIM_WORKER_ALLOC_FAIL=1) is a MemoryError raised on the main thread, no crash.
# WEFT_JIT=sim: the simulator's workers run the cores (native code would: docs/cpu.md).
for prog, what, at in (("nomem_vectorize.py", "vectorize 'twice'", "element 0"),
                       ("nomem_guvectorize.py", "guvectorize 'shift'", "core 0")):
    rc, out, err = run(prog, WEFT_JIT="sim")
    check(f"{prog} runs without the knob", rc == 0 and out.startswith("before\n") and len(out.splitlines()) == 2, out + err)
    rc, out, err = run(prog, WEFT_SIM_WORKER_ALLOC_FAIL="1", WEFT_JIT="sim")
    want = f"MemoryError: out of memory on a worker thread of target='parallel' running {what} (at {at})"
    check(f"{prog}: worker out of memory is a MemoryError", rc == 1 and out == "before\n" and
          err.rstrip("\n").splitlines()[-1] == want, out + err)

# Bad values are usage errors (exit 2) naming the variable.
for var, bad in (("WEFT_CHECK", "some"), ("WEFT_SIM_SCHEDULE", "shuffle:"), ("WEFT_SIM_SCHEDULE", "shuffle:-1"),
                 ("WEFT_SIM_SCHEDULE", "shuffle:+1"), ("WEFT_SIM_SCHEDULE", "shuffle: 1"),
                 ("WEFT_SIM_SCHEDULE", "shuffle:18446744073709551616"), ("WEFT_SIM_THREADS", "0")):
    rc, out, err = run("block_order_free.py", **{var: bad})
    check(f"{var}={bad} is rejected", rc == 2 and err.startswith(f"weft: {var} must be ") and f"(got '{bad}')" in err, err)

print(f"{'FAILED: ' + ', '.join(failures) if failures else 'all simulator switch tests passed'}")
sys.exit(1 if failures else 0)

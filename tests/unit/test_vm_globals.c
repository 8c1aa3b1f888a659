/* test_vm_globals.c — library state that used to sit in C globals (each import overwrote it)
 * is each VM's: with two VMs alive at once, the second imports a module, the first imports it
 * after (the globals then held the first's objects), the first is freed, and the second keeps
 * using the module with its own classes and state, not the freed VM's. */
#include "unit.h"

#include "../../repl/setup.h"
#include "../../vm/host/vm.h"
#include "../../vm/host/vm_internal.h"

/* Runs src in vm; asserts it finished without an exception (an `assert` in src failing fails). */
static void run(Vm *vm, const char *src) { assert_int_equal(vm_run_source(vm, "globals.py", src, false), 0); }

/* b imports and uses, a imports and uses, a goes, b uses again (then again after a third VM). */
static void check_two_vms(const char *setup_src, const char *use_src) {
  Vm *a = vm_new(), *b = vm_new();
  run(b, setup_src);
  run(b, use_src);
  run(a, setup_src);
  run(a, use_src);
  vm_free(a);
  run(b, use_src);
  Vm *c = vm_new();
  run(c, setup_src);
  vm_free(c);
  run(b, use_src);
  vm_free(b);
}

/* unittest's TestCase, SkipTest, TestResult, TextTestRunner and TestSuite, and the test running */
static void test_unittest_classes_are_per_vm(void **state) {
  (void)state;
  check_two_vms("import unittest, io\n",
                "class T(unittest.TestCase):\n"
                "    def test_ok(self): self.assertEqual(1, 1)\n"
                "    def test_skip(self): raise unittest.SkipTest('later')\n"
                "    def test_sub(self):\n"
                "        for i in range(2):\n"
                "            with self.subTest(i=i): self.assertTrue(i < 2)\n"
                "suite = unittest.defaultTestLoader.loadTestsFromTestCase(T)\n"
                "assert type(suite) is unittest.TestSuite and suite.countTestCases() == 3\n"
                "r = unittest.TextTestRunner(stream=io.StringIO()).run(suite)\n"
                "assert r.testsRun == 3 and len(r.skipped) == 1 and r.wasSuccessful()\n"
                "assert isinstance(T('test_ok').defaultTestResult(), unittest.TestResult)\n"
                "assert T('test_ok').run().wasSuccessful()\n");
}

/* doctest.TestResults, the namedtuple testmod answers with */
static void test_doctest_results_are_per_vm(void **state) {
  (void)state;
  check_two_vms("import doctest\n"
                "def f():\n"
                "    '''\n"
                "    >>> 1 + 1\n"
                "    2\n"
                "    '''\n",
                "r = doctest.testmod()\n"
                "assert type(r) is doctest.TestResults and r == (0, 1) and r.attempted == 1\n");
}

/* numpy.str_ and numpy.bytes_, the classes of a text array's items */
static void test_numpy_text_scalars_are_per_vm(void **state) {
  (void)state;
  check_two_vms("import numpy as np\n",
                "s, b = np.array(['ab'])[0], np.array([b'xy'])[0]\n"
                "assert type(s) is np.str_ and type(b) is np.bytes_ and s == 'ab' and b == b'xy'\n"
                "assert isinstance(np.str_('q'), np.str_) and np.bytes_(b'q').dtype == np.dtype('S1')\n");
}

/* logging.disable's level: a's import (which resets it) and a's disable leave b's alone */
static void test_logging_disable_is_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(b, "import logging, io\n"
         "out = io.StringIO()\n"
         "log = logging.getLogger('b')\n"
         "log.addHandler(logging.StreamHandler(out))\n"
         "logging.disable(logging.WARNING)\n"
         "log.warning('dropped')\n"
         "assert out.getvalue() == ''\n");
  run(a, "import logging\nassert logging.getLogger('a').isEnabledFor(logging.WARNING)\n");
  run(b, "log.warning('still dropped')\nassert out.getvalue() == ''\n");
  run(a, "logging.disable(logging.CRITICAL)\n");
  run(b, "logging.disable(logging.NOTSET)\nlog.warning('kept')\nassert out.getvalue() == 'kept\\n'\n");
  run(a, "assert not logging.getLogger('a').isEnabledFor(logging.CRITICAL)\n");
  vm_free(a);
  run(b, "log.error('again')\nassert out.getvalue() == 'kept\\nagain\\n'\n");
  vm_free(b);
}

/* atexit's callables: each VM's own, dropped unrun when a VM goes without ending its program */
static void test_atexit_callables_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(b, "import atexit\nseen = []\natexit.register(seen.append, 'b')\nassert atexit._ncallbacks() == 1\n");
  run(a, "import atexit\natexit.register(print, 'a')\natexit.register(print, 'a2')\n"
         "assert atexit._ncallbacks() == 2\n");
  vm_free(a);
  run(b, "assert atexit._ncallbacks() == 1\natexit._run_exitfuncs()\nassert seen == ['b']\n"
         "assert atexit._ncallbacks() == 0\n");
  vm_free(b);
}

/* The library classes' unbound methods (Fraction.limit_denominator(f)): their sample
 * instances are each VM's (a process-wide table of 64 filled up after a few VMs and then
 * answered no such attribute, or matched a freed VM's class by its address). */
static void test_class_samples_are_per_vm(void **state) {
  (void)state;
  static const char src[] =
      "import fractions, decimal, datetime, random, collections, io\n"
      "assert fractions.Fraction.limit_denominator(fractions.Fraction(1, 3)) == fractions.Fraction(1, 3)\n"
      "assert decimal.Decimal.sqrt(decimal.Decimal(4)) == 2\n"
      "assert datetime.date.isoformat(datetime.date(2020, 1, 2)) == '2020-01-02'\n"
      "assert random.Random.randint(random.Random(1), 3, 3) == 3\n"
      "assert collections.Counter.most_common(collections.Counter('aab')) == [('a', 2), ('b', 1)]\n"
      "assert io.StringIO.getvalue(io.StringIO('x')) == 'x'\n";
  Vm *keep = vm_new();
  run(keep, src);
  for (int k = 0; k < 12; k++) {
    Vm *v = vm_new();
    run(v, src);
    vm_free(v);
  }
  run(keep, src);
  vm_free(keep);
}

/* A global of vm's program (new reference). */
static Value global_of(Vm *vm, const char *name) {
  int slot = vm_global_slot_find(vm, name);
  assert_true(slot >= 0);
  Value v = vm->globals[slot];
  rt_incref(v);
  return v;
}

/* The @jit specialisations and the interpreter tier's signatures are each VM's: a's compiled
 * function goes with a (a process-wide cache kept every VM's functions for good), and b's
 * dispatcher keeps its own. */
static void test_jit_caches_are_per_vm(void **state) {
  (void)state;
  static const char src[] =
      "from numba import njit\n"
      "@njit\n"
      "def f(x):\n"
      "    return x + 1\n"
      "@njit\n"
      "def h(x):\n"
      "    return (x, 'text')\n"
      "assert f(1) == 2 and f(1.5) == 2.5 and h(1) == (1, 'text')\n"
      "g = f.py_func\n"
      "assert len(f.signatures) == 2\n";
  Vm *a = vm_new(), *b = vm_new();
  run(b, src);
  run(a, src);
  Value g = global_of(a, "g");
  vm_free(a);
  assert_int_equal(g.as.o->refcount, 1); /* only this test's reference is left */
  rt_decref(g);
  run(b, "assert f(2) == 3 and f(2.5) == 3.5 and len(f.signatures) == 2\n"
         "assert f(True) == 2 and len(f.signatures) == 3 and h(2) == (2, 'text')\n");
  vm_free(b);
}

/* Record layouts of kernel arguments are each VM's: b's kernels keep finding b's fields after a
 * interned other layouts and was freed (a process-wide table kept every VM's dtypes). */
static void test_record_layouts_are_per_vm(void **state) {
  (void)state;
  static const char kernels[] =
      "import numpy as np\n"
      "from numba import njit, cuda\n"
      "@njit\n"
      "def total(r):\n"
      "    s = 0.0\n"
      "    for i in range(r.shape[0]):\n"
      "        s += r[i].x * r[i].y\n"
      "    return s\n"
      "@cuda.jit\n"
      "def k(r, out):\n"
      "    i = cuda.grid(1)\n"
      "    if i < r.shape[0]:\n"
      "        out[i] = r[i].x + r[i].y\n";
  static const char use_b[] =
      "a = np.zeros(3, dtype=[('x', 'f8'), ('y', 'i4')])\n"
      "a['x'] = [1.5, 2.5, 3.5]\n"
      "a['y'] = [1, 2, 3]\n"
      "out = np.zeros(3)\n"
      "k[1, 4](a, out)\n"
      "assert total(a) == 17.0 and list(out) == [2.5, 4.5, 6.5]\n";
  static const char use_a[] =
      "a = np.zeros(2, dtype=[('y', 'f4'), ('w', 'i8'), ('x', 'f8')])\n"
      "a['x'] = [2, 3]\n"
      "a['y'] = [5, 7]\n"
      "out = np.zeros(2)\n"
      "k[1, 2](a, out)\n"
      "assert total(a) == 31.0 and list(out) == [7.0, 10.0]\n";
  Vm *a = vm_new(), *b = vm_new();
  run(b, kernels);
  run(a, kernels);
  run(a, use_a);
  run(b, use_b);
  vm_free(a);
  run(b, use_b);
  run(b, "b2 = np.zeros(1, dtype=[('y', 'f4'), ('w', 'i8'), ('x', 'f8')])\n"
         "b2['x'] = 4\nb2['y'] = 0.5\nassert total(b2) == 2.0\n");
  vm_free(b);
}

/* The gc module's switches (gc.disable, gc.set_threshold) are each VM's: a program that turns
 * the collector off does not turn it off for the next REPL or notebook session. */
static void test_gc_switches_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(b, "import gc\ngc.set_threshold(500, 5)\n");
  run(a, "import gc\nassert gc.isenabled() and gc.get_threshold() == (700, 10, 10)\n"
         "gc.disable()\ngc.set_threshold(1, 2, 3)\n");
  run(b, "assert gc.isenabled() and gc.get_threshold() == (500, 5, 10)\n");
  run(a, "assert not gc.isenabled() and gc.get_threshold() == (1, 2, 3)\n");
  vm_free(a);
  run(b, "assert gc.isenabled() and gc.get_threshold() == (500, 5, 10)\n"
         "class Node:\n"
         "    pass\n"
         "for i in range(2000):\n"
         "    n = Node(); n.me = n\n"
         "gc.disable()\n");
  Vm *c = vm_new();
  run(c, "import gc\nassert gc.isenabled() and gc.get_threshold() == (700, 10, 10)\n");
  vm_free(c);
  run(b, "assert not gc.isenabled()\n");
  vm_free(b);
}

/* The generators waiting to be closed (and instances whose __del__ is due) are each VM's list:
 * each VM closes its own at its safe points and at its end, the other's list untouched. */
static void test_pending_closes_are_per_vm(void **state) {
  (void)state;
  static const char setup[] =
      "log = []\n"
      "def gen(tag):\n"
      "    try:\n"
      "        yield 1\n"
      "    finally:\n"
      "        log.append(tag)\n"
      "class D:\n"
      "    def __init__(self, tag): self.tag = tag\n"
      "    def __del__(self): log.append('del ' + self.tag)\n"
      "def drop(tag):\n"
      "    g = gen(tag)\n"
      "    next(g)\n"
      "    d = D(tag)\n"
      "    del g, d\n"
      "    log.append('after ' + tag)\n"
      "kept = gen('kept')\n"
      "next(kept)\n";
  Vm *a = vm_new(), *b = vm_new();
  run(a, setup);
  run(b, setup);
  run(a, "drop('a1')\nassert log == ['a1', 'del a1', 'after a1'], log\n");
  assert_int_equal(a->pending.n, 0);
  run(b, "drop('b1')\nassert log == ['b1', 'del b1', 'after b1'], log\n");
  Value alog = global_of(a, "log");
  vm_free(a); /* a's suspended global generator is closed at a's end, into a's log */
  assert_int_equal(rt_len(alog), 4);
  rt_decref(alog);
  run(b, "drop('b2')\nassert log == ['b1', 'del b1', 'after b1', 'b2', 'del b2', 'after b2'], log\n");
  assert_int_equal(b->pending.n, 0);
  vm_free(b);
}

/* cuda.stream() numbers its streams from 1 in each VM (their repr shows the number). */
static void test_stream_numbers_are_per_vm(void **state) {
  (void)state;
  static const char first[] = "from numba import cuda\n"
                              "assert repr(cuda.stream()).startswith('<CUDA stream 1 on ')\n"
                              "assert repr(cuda.stream()).startswith('<CUDA stream 2 on ')\n";
  Vm *a = vm_new();
  run(a, first);
  Vm *b = vm_new();
  run(b, first);
  run(a, "assert repr(cuda.stream()).startswith('<CUDA stream 3 on ')\n");
  vm_free(a);
  vm_free(b);
}

int main(int argc, char **argv) {
  if (argc > 1) cmocka_set_test_filter(argv[1]); /* one test by name (a glob) */
  repl_setup(); /* the libraries register their modules */
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unittest_classes_are_per_vm),
      cmocka_unit_test(test_doctest_results_are_per_vm),
      cmocka_unit_test(test_numpy_text_scalars_are_per_vm),
      cmocka_unit_test(test_logging_disable_is_per_vm),
      cmocka_unit_test(test_atexit_callables_are_per_vm),
      cmocka_unit_test(test_class_samples_are_per_vm),
      cmocka_unit_test(test_jit_caches_are_per_vm),
      cmocka_unit_test(test_record_layouts_are_per_vm),
      cmocka_unit_test(test_gc_switches_are_per_vm),
      cmocka_unit_test(test_pending_closes_are_per_vm),
      cmocka_unit_test(test_stream_numbers_are_per_vm),
  };
  return cmocka_run_group_tests_name("per-VM library state", tests, NULL, NULL);
}

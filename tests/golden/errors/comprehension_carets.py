# Tracebacks point at the whole comprehension or generator expression (the parentheses around a
# generator expression included, its own or the call's) where iter() and next() fail, as CPython 3.11.
def gen():
    yield 1
    raise KeyError("x")
def f1():
    return [y for x in [1] for y in gen()]
def f2():
    return [y for x in [1] for y in x]
def f3():
    return [x for x in 5]
def f4():
    return list(y for x in [1] for y in x)
def f5():
    return list(y for x in 5)
import traceback
for fn in (f1, f2, f3, f4, f5):
    try:
        fn()
    except Exception:
        print(traceback.format_exc().replace(__file__, "F"), end="")
for fn in (lambda: sum(v for v in gen()), lambda: [v for v in gen()]):
    try:
        fn()
    except KeyError:
        print(traceback.format_exc().replace(__file__, "F"), end="")
def parse(lines):
    for line in lines:
        name, value = line.split(":")
        yield name.strip(), float(value)
print(sum(v for _, v in parse(["a: 1.5", "b: 2"])))
print(sum(v for _, v in parse(["a: 1.5", "c 3"])))
# expect: Traceback (most recent call last):
# expect:   File "F", line 19, in <module>
# expect:     fn()
# expect:   File "F", line 7, in f1
# expect:     return [y for x in [1] for y in gen()]
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 7, in <listcomp>
# expect:     return [y for x in [1] for y in gen()]
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 5, in gen
# expect:     raise KeyError("x")
# expect: KeyError: 'x'
# expect: Traceback (most recent call last):
# expect:   File "F", line 19, in <module>
# expect:     fn()
# expect:   File "F", line 9, in f2
# expect:     return [y for x in [1] for y in x]
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 9, in <listcomp>
# expect:     return [y for x in [1] for y in x]
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: TypeError: 'int' object is not iterable
# expect: Traceback (most recent call last):
# expect:   File "F", line 19, in <module>
# expect:     fn()
# expect:   File "F", line 11, in f3
# expect:     return [x for x in 5]
# expect:            ^^^^^^^^^^^^^^
# expect: TypeError: 'int' object is not iterable
# expect: Traceback (most recent call last):
# expect:   File "F", line 19, in <module>
# expect:     fn()
# expect:   File "F", line 13, in f4
# expect:     return list(y for x in [1] for y in x)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 13, in <genexpr>
# expect:     return list(y for x in [1] for y in x)
# expect:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: TypeError: 'int' object is not iterable
# expect: Traceback (most recent call last):
# expect:   File "F", line 19, in <module>
# expect:     fn()
# expect:   File "F", line 15, in f5
# expect:     return list(y for x in 5)
# expect:                ^^^^^^^^^^^^^^
# expect: TypeError: 'int' object is not iterable
# expect: Traceback (most recent call last):
# expect:   File "F", line 24, in <module>
# expect:     fn()
# expect:   File "F", line 22, in <lambda>
# expect:     for fn in (lambda: sum(v for v in gen()), lambda: [v for v in gen()]):
# expect:                        ^^^^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 22, in <genexpr>
# expect:     for fn in (lambda: sum(v for v in gen()), lambda: [v for v in gen()]):
# expect:                           ^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 5, in gen
# expect:     raise KeyError("x")
# expect: KeyError: 'x'
# expect: Traceback (most recent call last):
# expect:   File "F", line 24, in <module>
# expect:     fn()
# expect:   File "F", line 22, in <lambda>
# expect:     for fn in (lambda: sum(v for v in gen()), lambda: [v for v in gen()]):
# expect:                                                       ^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 22, in <listcomp>
# expect:     for fn in (lambda: sum(v for v in gen()), lambda: [v for v in gen()]):
# expect:                                                       ^^^^^^^^^^^^^^^^^^
# expect:   File "F", line 5, in gen
# expect:     raise KeyError("x")
# expect: KeyError: 'x'
# expect: 3.5
# expect runtime error: ValueError: not enough values to unpack (expected 2, got 1)
# expect stderr:   File "comprehension_carets.py", line 32, in <genexpr>
# expect stderr:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

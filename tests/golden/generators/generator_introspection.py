# Generator introspection: gi_frame (None once finished), gi_running, gi_yieldfrom, gi_code,
# inspect.getgeneratorstate.
import inspect


def sub():
    yield 1
    yield 2


def gen():
    x = yield 10
    yield from sub()


g = gen()
print(inspect.getgeneratorstate(g), g.gi_running, g.gi_frame is not None, g.gi_yieldfrom, g.gi_code.co_name)
print(g.gi_frame.f_lineno, g.gi_frame.f_code.co_name, g.gi_frame.f_back)
print(next(g), inspect.getgeneratorstate(g), g.gi_frame.f_lineno)
print(g.send(5), type(g.gi_yieldfrom).__name__, g.gi_yieldfrom.gi_code.co_name, g.gi_frame.f_lineno)
print(next(g))
print(list(g), g.gi_frame, inspect.getgeneratorstate(g), g.gi_yieldfrom)


def me():
    print(inspect.getgeneratorstate(h), h.gi_running)
    yield


h = me()
next(h)
h2 = gen()
h2.close()
print(inspect.getgeneratorstate(h2), h2.gi_frame, inspect.GEN_SUSPENDED)
# expect: GEN_CREATED False True None gen
# expect: 11 gen None
# expect: 10 GEN_SUSPENDED 12
# expect: 1 generator sub 13
# expect: 2
# expect: [] None GEN_CLOSED None
# expect: GEN_RUNNING True
# expect: GEN_CLOSED None GEN_SUSPENDED

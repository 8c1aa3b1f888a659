# graphlib.TopologicalSorter: static_order, the prepare/get_ready/done protocol, CycleError
from graphlib import TopologicalSorter, CycleError

courses = {"calc2": {"calc1"}, "linalg": {"calc1"}, "ml": {"linalg", "stats", "python"},
           "stats": {"calc2"}, "calc1": set(), "python": set()}
ts = TopologicalSorter()
for course in sorted(courses):
    ts.add(course, *sorted(courses[course]))
print(list(ts.static_order()))

ts = TopologicalSorter({"d": ["b", "c"], "b": ["a"], "c": ["a"]})
ts.prepare()
step = 0
while ts.is_active():
    ready = ts.get_ready()
    print(step, ready, bool(ts))
    ts.done(*ready)
    step += 1
print(bool(ts), ts.get_ready())

graph = {"a": ["b"], "b": ["c"], "c": ["a"], "x": []}
try:
    list(TopologicalSorter(graph).static_order())
except CycleError as e:
    print("CycleError:", e.args[0], e.args[1], isinstance(e, ValueError))

ts = TopologicalSorter({2: [1], 3: [2]})
ts.prepare()
for bad in [lambda: ts.prepare(), lambda: ts.add(9), lambda: ts.done(3), lambda: ts.done(7)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
r = ts.get_ready()
ts.done(*r)
try:
    ts.done(1)
except ValueError as e:
    print("ValueError:", e)
try:
    TopologicalSorter().get_ready()
except ValueError as e:
    print("ValueError:", e)
print(list(TopologicalSorter({1: [1]}).static_order()) if False else "self-loop:")
try:
    list(TopologicalSorter({1: [1]}).static_order())
except CycleError as e:
    print(e)

# expect: ['calc1', 'python', 'calc2', 'linalg', 'stats', 'ml']
# expect: 0 ('a',) True
# expect: 1 ('b', 'c') True
# expect: 2 ('d',) True
# expect: False ()
# expect: CycleError: nodes are in a cycle ['a', 'c', 'b', 'a'] True
# expect: ValueError: cannot prepare() more than once
# expect: ValueError: Nodes cannot be added after a call to prepare()
# expect: ValueError: node 3 was not passed out (still not ready)
# expect: ValueError: node 7 was not added using add()
# expect: ValueError: node 1 was already marked done
# expect: ValueError: prepare() must be called first
# expect: self-loop:
# expect: ('nodes are in a cycle', [1, 1])

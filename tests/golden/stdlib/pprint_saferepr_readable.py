# pprint.saferepr, isrecursive, isreadable
import pprint

class Thing:
    pass

class Readable:
    def __repr__(self):
        return "Readable()"

cyc = [1, 2]
cyc.append(cyc)
print(pprint.isrecursive(cyc), pprint.isreadable(cyc), pprint.isrecursive([1, [2]]))
print(pprint.isreadable([1, "a", 2.5, None, True, (1j, b"x")]), pprint.isreadable({"k": Thing()}))
print(pprint.isreadable(Readable()), pprint.isreadable({1, 2}), pprint.isreadable(print))
print(pprint.saferepr({"b": 1, "a": [3, {"d": 4, "c": 5}]}), pprint.saferepr((1,)), pprint.saferepr("x"))
d = {"self": None}
d["self"] = d
print(pprint.isrecursive(d), pprint.saferepr(d).startswith("{'self': <Recursion on dict with id="))

# expect: True False False
# expect: True False
# expect: True True False
# expect: {'a': [3, {'c': 5, 'd': 4}], 'b': 1} (1,) 'x'
# expect: True True

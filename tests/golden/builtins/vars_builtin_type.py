# vars(str) and str.__dict__: a read-only mappingproxy of the type's own attributes, keyed in
# CPython's order.
v = vars(str)
print(type(v).__name__, "upper" in v, "foo" in v, v["upper"], type(vars(int)).__name__)
print([k for k in vars(list) if not k.startswith("_")])
print(str.__dict__["join"], "append" in list.__dict__, "__init__" in vars(str), len(vars(dict)) == len(dict.__dict__))
v["x"] = 1

# expect: mappingproxy True False <method 'upper' of 'str' objects> mappingproxy
# expect: ['clear', 'copy', 'append', 'insert', 'extend', 'pop', 'remove', 'index', 'count', 'reverse', 'sort']
# expect: <method 'join' of 'str' objects> True False True
# expect runtime error: TypeError: 'mappingproxy' object does not support item assignment

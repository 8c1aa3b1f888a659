# int() and str() with too many arguments: PyArg_ParseTupleAndKeywords' messages
for call in ['int("3", 2, 3)', 'int("3", base=2, x=1)', 'int(x=1, base=2, y=3)', 'int(x=1)', 'int("1", bas=2)',
             'str(1, 2, 3, 4)', 'str(a=1, b=2, c=3, d=4)', 'str(1, 2, 3, x=4)', 'str(x=1)']:
    try:
        eval(call)
    except TypeError as e:
        print(call, "->", e)
print(int("11", base=2), str(b"hi", "ascii"), str(object=5))

# expect: int("3", 2, 3) -> int() takes at most 2 arguments (3 given)
# expect: int("3", base=2, x=1) -> int() takes at most 2 arguments (3 given)
# expect: int(x=1, base=2, y=3) -> int() takes at most 2 keyword arguments (3 given)
# expect: int(x=1) -> 'x' is an invalid keyword argument for int()
# expect: int("1", bas=2) -> 'bas' is an invalid keyword argument for int()
# expect: str(1, 2, 3, 4) -> str() takes at most 3 arguments (4 given)
# expect: str(a=1, b=2, c=3, d=4) -> str() takes at most 3 keyword arguments (4 given)
# expect: str(1, 2, 3, x=4) -> str() takes at most 3 arguments (4 given)
# expect: str(x=1) -> 'x' is an invalid keyword argument for str()
# expect: 3 hi 5

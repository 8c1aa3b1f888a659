# int | None is a types.UnionType: its class, typing.get_origin/get_args, repr, isinstance and
# issubclass through it, == and hash regardless of order.
import types
import typing

u = int | None
print(type(u), type(u) is types.UnionType, isinstance(u, types.UnionType))
print(types.UnionType, types.UnionType.__name__)
print(typing.get_origin(u) is types.UnionType, typing.get_args(u) == (int, type(None)))
print(u, repr(int | str | None), u | str, str | u)
print(isinstance(3, int | str), isinstance(3.0, int | str), isinstance(None, u))
print(issubclass(bool, int | str), issubclass(float, int | str))
print((int | str) == (str | int), (int | str) != (str | int), (int | str) == (int | float))
print(hash(int | str) == hash(str | int), len({int | str, str | int}))
print(isinstance(int, types.UnionType), isinstance(typing.Union[int, str], types.UnionType))
print(u.__args__)
# expect: <class 'types.UnionType'> True True
# expect: <class 'types.UnionType'> UnionType
# expect: True True
# expect: int | None int | str | None int | None | str str | int | None
# expect: True False True
# expect: True False
# expect: True False False
# expect: True 1
# expect: False False
# expect: (<class 'int'>, <class 'NoneType'>)

# typing.Union[...] and int | str compare as sets of alternatives, either way round, and hash
# alike, as CPython's Union.__eq__ (which takes types.UnionType) and UnionType's.
import typing

print(typing.Union[int, str] == (int | str), (int | str) == typing.Union[int, str])
print(typing.Union[int, str] == typing.Union[str, int], typing.Union[int, str] != (str | int))
print(typing.Optional[int] == (int | None), (None | int) == typing.Optional[int])
print(typing.Union[int, str] == (int | float), typing.Union[int, str] == typing.Union[int, str, float])
print(hash(typing.Union[int, str]) == hash(str | int))
print(typing.Union[int, str] == int, typing.Union[int, str] == "x")
print(len({typing.Union[int, str], int | str, str | int}))

# expect: True True
# expect: True False
# expect: True True
# expect: False False
# expect: True
# expect: False False
# expect: 1

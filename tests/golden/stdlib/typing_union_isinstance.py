# typing.Union[...] and Optional[...] work in isinstance()/issubclass() (each argument is tried, as
# _UnionGenericAlias does); the bare special forms refuse with their own words.
import typing
from typing import List, Optional, Union

print(isinstance(3, Union[int, str]), isinstance(3.0, Union[int, str]))
print(isinstance(None, Optional[int]), isinstance("s", Optional[int]))
print(issubclass(bool, Union[int, float]), issubclass(str, Optional[bytes]))
print(isinstance(3, Union[int, "str"]))
print(issubclass(int, typing.Any))
for cls in [Union, Optional, typing.Any, typing.Literal, typing.NoReturn, typing.Literal[1], Union[List[int], str]]:
    for check in (lambda c: isinstance(3, c), lambda c: issubclass(int, c)):
        try:
            print(check(cls))
        except TypeError as e:
            print("TypeError:", e)
# expect: True False
# expect: True False
# expect: True False
# expect: True
# expect: False
# expect: TypeError: typing.Union cannot be used with isinstance()
# expect: TypeError: typing.Union cannot be used with issubclass()
# expect: TypeError: typing.Optional cannot be used with isinstance()
# expect: TypeError: typing.Optional cannot be used with issubclass()
# expect: TypeError: typing.Any cannot be used with isinstance()
# expect: False
# expect: TypeError: typing.Literal cannot be used with isinstance()
# expect: TypeError: typing.Literal cannot be used with issubclass()
# expect: TypeError: typing.NoReturn cannot be used with isinstance()
# expect: TypeError: typing.NoReturn cannot be used with issubclass()
# expect: TypeError: Subscripted generics cannot be used with class and instance checks
# expect: TypeError: Subscripted generics cannot be used with class and instance checks
# expect: TypeError: Subscripted generics cannot be used with class and instance checks
# expect: TypeError: Subscripted generics cannot be used with class and instance checks

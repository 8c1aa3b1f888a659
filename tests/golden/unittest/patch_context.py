# patch and patch.object as context managers and with start()/stop(); the keyword arguments
# configure the MagicMock made; a plain function gets its value back.
import math
from unittest.mock import patch


class Sensor:
    def read(self):
        return 1


with patch("math.sqrt", return_value=42) as p:
    print(math.sqrt(4), p.called, type(p).__name__)
print(math.sqrt(4))
with patch.object(Sensor, "read", return_value=9):
    print(Sensor().read())
print(Sensor().read())
patcher = patch("math.floor", side_effect=lambda x: -1)
patcher.start()
print(math.floor(2.5))
patcher.stop()
print(math.floor(2.5))


def area(r):
    return math.pi * r * r


@patch("math.pi", 3)
def rough(r):
    return area(r)


print(rough(2), area(1) > 3.14)
# expect: 42 True MagicMock
# expect: 2.0
# expect: 9
# expect: 1
# expect: -1
# expect: 2
# expect: 12 True

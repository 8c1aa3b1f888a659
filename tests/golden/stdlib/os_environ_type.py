# Keys and values of os.environ are str.
import os
try:
    os.environ["WEFT_X"] = 1
except TypeError as e:
    print(e)
try:
    os.getenv(3)
except TypeError as e:
    print(e)
os.environ.get(1)

# expect: str expected, not int
# expect: str expected, not int
# expect runtime error: TypeError: str expected, not int

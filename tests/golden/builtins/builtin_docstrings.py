# __doc__ of builtins, builtin types and their methods (bound or not) and math functions:
# CPython 3.11's docstrings.
import math
print(len.__doc__)
print(str.upper.__doc__)
print("abc".upper.__doc__ == str.upper.__doc__)
print(math.sqrt.__doc__)
print(print.__doc__)
print(list.append.__doc__)
print([].pop.__doc__)
print(dict.get.__doc__)
print(int.__doc__.splitlines()[0])
print(str.__doc__.splitlines()[:3])
print(sorted.__doc__)
print(math.floor.__doc__)
print(float.is_integer.__doc__, set.add.__doc__, sep="|")
print(repr(range.__doc__[:40]))
# expect: Return the number of items in a container.
# expect: Return a copy of the string converted to uppercase.
# expect: True
# expect: Return the square root of x.
# expect: Prints the values to a stream, or to sys.stdout by default.
# expect: 
# expect:   sep
# expect:     string inserted between values, default a space.
# expect:   end
# expect:     string appended after the last value, default a newline.
# expect:   file
# expect:     a file-like object (stream); defaults to the current sys.stdout.
# expect:   flush
# expect:     whether to forcibly flush the stream.
# expect: Append object to the end of the list.
# expect: Remove and return item at index (default last).
# expect: 
# expect: Raises IndexError if list is empty or index is out of range.
# expect: Return the value for key if key is in the dictionary, else default.
# expect: int([x]) -> integer
# expect: ["str(object='') -> str", 'str(bytes_or_buffer[, encoding[, errors]]) -> str', '']
# expect: Return a new list containing all items from the iterable in ascending order.
# expect: 
# expect: A custom key function can be supplied to customize the sort order, and the
# expect: reverse flag can be set to request the result in descending order.
# expect: Return the floor of x as an Integral.
# expect: 
# expect: This is the largest integer <= x.
# expect: Return True if the float is an integer.|Add an element to a set.
# expect: 
# expect: This has no effect if the element is already present.
# expect: 'range(stop) -> range object\nrange(start,'

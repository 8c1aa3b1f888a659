# assertNotRegex: the message names the matching part.
import unittest

t = unittest.TestCase()
t.assertNotRegex("hello", "x+")
try:
    t.assertNotRegex("hello world", "o w")
except AssertionError as e:
    print(e)
# expect: Regex matched: 'o w' matches 'o w' in 'hello world'

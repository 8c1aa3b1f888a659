# ord() of a longer string.
print(ord("a"))
print(ord("ab"))

# expect: 97
# expect runtime error: TypeError: ord() expected a character, but string of length 2 found

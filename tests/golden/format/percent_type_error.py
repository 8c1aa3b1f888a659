# %d needs a number.
print("%d" % 5)
print("%d" % "five")

# expect: 5
# expect runtime error: TypeError: %d format: a real number is required, not str

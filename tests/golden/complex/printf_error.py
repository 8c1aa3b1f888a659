# %f needs a real number.
print("%s" % (1 + 2j))
print("%f" % (1 + 2j))
# expect: (1+2j)
# expect runtime error: TypeError: must be real number, not complex

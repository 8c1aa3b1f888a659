# A huge width in %-formatting is a MemoryError, not a hang.
print("%5d|%-5s|" % (42, "ab"))
print(len("%1000000000000000d" % 1))

# expect:    42|ab   |
# expect runtime error: MemoryError

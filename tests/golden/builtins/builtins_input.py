# input() at the end of stdin raises EOFError (the prompt is printed first).
print("before")
input("Your name? ")

# expect: before
# expect: Your name? 
# expect runtime error: EOFError: EOF when reading a line

# add_note: the notes go to __notes__ and print after the exception's line.
try:
    raise ValueError("bad value")
except ValueError as e:
    e.add_note("while reading line 3")
    e.add_note("of data.csv")
    print(e.__notes__)
    raise

# expect: ['while reading line 3', 'of data.csv']
# expect runtime error: of data.csv

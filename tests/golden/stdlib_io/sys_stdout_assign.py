# Assigning sys.stdout sends print() there until it is put back.
import io, sys
buf = io.StringIO()
sys.stdout = buf
print("captured", 1)
sys.stdout.write("written\n")
sys.stdout = sys.__stdout__
print(repr(buf.getvalue()))

# expect: 'captured 1\nwritten\n'

# basicConfig(filename=, filemode=) and FileHandler write the records to a file.
import logging, os
logging.basicConfig(filename="log_fh_a.log", filemode="w", level=logging.INFO, format="%(levelname)s %(message)s")
logging.info("first")
logging.warning("second %d", 2)
print(open("log_fh_a.log").read(), end="")
h = logging.root.handlers[0]
print(type(h).__name__, os.path.basename(h.baseFilename), isinstance(h, logging.StreamHandler))
fh = logging.FileHandler("log_fh_b.log", mode="w")
fh.setFormatter(logging.Formatter("%(name)s - %(message)s"))
lg = logging.getLogger("filer")
lg.addHandler(fh)
lg.error("to both files")
fh.close()
print(open("log_fh_b.log").read(), end="")
print(open("log_fh_a.log").read().splitlines()[-1])
os.remove("log_fh_a.log")
os.remove("log_fh_b.log")

# expect: INFO first
# expect: WARNING second 2
# expect: FileHandler log_fh_a.log True
# expect: filer - to both files
# expect: ERROR to both files
